import { Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { VIDEO_CATEGORY_LABELS, type Video } from '../../../../shared/trainer-videos/videos';
import { CheckoutRefusal } from '../../../components/CheckoutRefusal';
import { paidText, ReferralCodeField, SignInToCheckOut, useOrderCheckout } from '../../../components/checkout';
import { OfferingCard } from '../../../components/OfferingCard';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useViewVideo } from '../api/view-video';
import { WatchVideoDialog } from './WatchVideoDialog';

const WATCH_LOGIN = { title: 'Login Required', message: 'Please log in to watch videos.' };
const BUY_LOGIN = { title: 'Login Required', message: 'Please log in to buy this video.' };

/**
 * A trainer's video as students see it (Training Center, a trainer's course page): title, trainer,
 * category, price or 'Free', and Watch, which opens a dialog that counts the view (POST
 * /api/videos/:videoId/views) and plays the URL the server gives: a `<video controls>` for a .mp4
 * or .webm file, the YouTube or Vimeo embed, otherwise a link 'Open video'. A paid video not bought
 * (no URL given) shows Buy instead, with an optional referral code: Buy creates the order (POST
 * /api/orders with the price shown; issue 26) and opens its checkout page; once paid the video offers Watch. Signed out,
 * Watch and Buy ask to log in and send nothing. One purchase at a time.
 */
export function VideoCard({ video }: { video: Video }) {
  const { user, isLoading: sessionLoading } = useCurrentUser();
  const view = useViewVideo();
  const titleId = useId();
  const [watching, setWatching] = useState<Video | null>(null);
  // An order paid at once (a video made free meanwhile): 'Video Purchased' here, and Watch once the list is refreshed.
  const checkout = useOrderCheckout({
    signedIn: user !== null,
    login: BUY_LOGIN,
    failedTitle: 'Purchase Failed',
    onPaidNow: (order) =>
      notifications.show({
        title: 'Video Purchased',
        message: `“${video.title}” is yours to watch. ${paidText(order)}`,
        color: 'green',
      }),
  });
  const current = video;
  // An admin may watch a paid video without buying it: the server then gives its URL.
  const purchasable = current.viewerState === 'purchasable' && current.videoUrl === null;

  const watch = () => {
    if (sessionLoading) return;
    if (!user) {
      checkout.askToSignIn(WATCH_LOGIN);
      return;
    }
    setWatching(current);
    view.mutate(current.id, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          setWatching(null);
          checkout.askToSignIn(WATCH_LOGIN);
        }
      },
    });
  };

  const buy = () => {
    if (!purchasable || sessionLoading) return;
    checkout.start({ kind: 'video', itemId: current.id, expectedPriceCents: current.priceCents });
  };

  const closeWatch = () => {
    setWatching(null);
    view.reset();
  };

  return (
    <OfferingCard
      titleId={titleId}
      title={current.title}
      price={current.priceCents === 0 ? 'Free' : formatMoney(current.priceCents)}
      description={current.description}
      actions={
        <>
          {purchasable ? (
            <>
              <ReferralCodeField
                value={checkout.code}
                error={checkout.codeError}
                describedBy={titleId}
                onChange={checkout.changeCode}
                onEnter={buy}
              />
              <CheckoutRefusal refusal={checkout.refusal} />
              <Button onClick={buy} loading={checkout.isPending || sessionLoading} aria-describedby={titleId} fullWidth>
                Buy
              </Button>
            </>
          ) : (
            <Button onClick={watch} loading={sessionLoading} aria-describedby={titleId} fullWidth>
              Watch
            </Button>
          )}
          {checkout.askedToSignIn && !user && <SignInToCheckOut>Sign In to watch or buy videos</SignInToCheckOut>}
        </>
      }
      after={
        <WatchVideoDialog
          video={watching}
          watched={view.data}
          pending={view.isPending}
          error={view.error}
          onClose={closeWatch}
        />
      }
    >
      <Text size="sm">by {current.trainerName}</Text>
      <Group gap="xs">
        <Badge variant="light">{VIDEO_CATEGORY_LABELS[current.category]}</Badge>
        {current.viewerState === 'purchased' && (
          <Badge variant="light" color="green">
            Purchased
          </Badge>
        )}
        {current.viewerState === 'included' && (
          <Badge variant="light" color="green">
            In a course you bought
          </Badge>
        )}
        {current.viewerState === 'own' && (
          <Badge variant="light" color="gray">
            Your video
          </Badge>
        )}
      </Group>
    </OfferingCard>
  );
}
