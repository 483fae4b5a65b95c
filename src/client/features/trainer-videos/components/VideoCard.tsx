import { Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_CATEGORY_LABELS, type Video } from '../../../../shared/trainer-videos/videos';
import { CheckoutRefusal } from '../../../components/CheckoutRefusal';
import { paidText, ReferralCodeField, SignInToCheckOut, useOrderCheckout } from '../../../components/checkout';
import { OfferingCard } from '../../../components/OfferingCard';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useViewVideo } from '../api/view-video';
import { WatchVideoDialog } from './WatchVideoDialog';

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
  const { t } = useTranslation();
  const WATCH_LOGIN = { title: t('Login Required'), message: t('Please log in to watch videos.') };
  const BUY_LOGIN = { title: t('Login Required'), message: t('Please log in to buy this video.') };
  const { user, isLoading: sessionLoading } = useCurrentUser();
  const view = useViewVideo();
  const titleId = useId();
  const [watching, setWatching] = useState<Video | null>(null);
  // An order paid at once (a video made free meanwhile): 'Video Purchased' here, and Watch once the list is refreshed.
  const checkout = useOrderCheckout({
    signedIn: user !== null,
    login: BUY_LOGIN,
    failedTitle: t('Purchase Failed'),
    onPaidNow: (order) =>
      notifications.show({
        title: t('Video Purchased'),
        message: `${t('“{{title}}” is yours to watch.', { title: video.title })} ${paidText(order)}`,
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
      price={current.priceCents === 0 ? t('Free') : formatMoney(current.priceCents)}
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
                {t('Buy')}
              </Button>
            </>
          ) : (
            <Button onClick={watch} loading={sessionLoading} aria-describedby={titleId} fullWidth>
              {t('Watch')}
            </Button>
          )}
          {checkout.askedToSignIn && !user && (
            <SignInToCheckOut>{t('Sign In to watch or buy videos')}</SignInToCheckOut>
          )}
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
      <Text size="sm">{t('by {{name}}', { name: current.trainerName })}</Text>
      <Group gap="xs">
        <Badge variant="light">{t(VIDEO_CATEGORY_LABELS[current.category])}</Badge>
        {current.viewerState === 'purchased' && (
          <Badge variant="light" color="green">
            {t('Purchased')}
          </Badge>
        )}
        {current.viewerState === 'included' && (
          <Badge variant="light" color="green">
            {t('In a course you bought')}
          </Badge>
        )}
        {current.viewerState === 'own' && (
          <Badge variant="light" color="gray">
            {t('Your video')}
          </Badge>
        )}
      </Group>
    </OfferingCard>
  );
}
