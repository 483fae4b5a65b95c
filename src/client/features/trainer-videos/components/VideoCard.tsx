import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { REFERRAL_CODE_MESSAGE } from '../../../../shared/marketplace/referral-code';
import { paths } from '../../../../shared/paths';
import { VIDEO_CATEGORY_LABELS, type Video } from '../../../../shared/trainer-tools/videos';
import { paidText, REFERRAL_CODE_LENGTH, ReferralCodeField, reportCheckoutFailure } from '../../../components/checkout';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useCurrentUser } from '../../account/use-current-user';
import { usePurchaseVideo } from '../api/purchase-video';
import { useViewVideo } from '../api/view-video';
import { WatchVideoDialog } from './WatchVideoDialog';

const WATCH_LOGIN = { title: 'Login Required', message: 'Please log in to watch videos.' };
const BUY_LOGIN = { title: 'Login Required', message: 'Please log in to buy this video.' };

/**
 * A trainer's video as students see it (Training Center, a trainer's course page): title, trainer,
 * category, price or 'Free', and Watch, which opens a dialog that counts the view (POST
 * /api/videos/:videoId/views) and plays the URL the server gives: a `<video controls>` for a .mp4
 * or .webm file, the YouTube or Vimeo embed, otherwise a link 'Open video'. A paid video not bought
 * (no URL given) shows Buy instead, with an optional referral code; a purchase then offers Watch. Signed out,
 * Watch and Buy ask to log in and send nothing. One purchase at a time.
 */
export function VideoCard({ video }: { video: Video }) {
  const { user, isLoading: sessionLoading } = useCurrentUser();
  const location = useLocation();
  const view = useViewVideo();
  const purchase = usePurchaseVideo();
  const inFlight = useRef(false);
  const titleId = useId();
  const [watching, setWatching] = useState<Video | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [askedToSignIn, setAskedToSignIn] = useState(false);
  // The video as the purchase's answer shows it, until the refreshed list catches up.
  const [bought, setBought] = useState<Video | null>(null);
  const current = bought && video.viewerState === 'purchasable' ? bought : video;
  // An admin may watch a paid video without buying it: the server then gives its URL.
  const purchasable = current.viewerState === 'purchasable' && current.videoUrl === null;

  const askToSignIn = (toast: { title: string; message: string }) => {
    notifications.show({ ...toast, color: 'yellow' });
    setAskedToSignIn(true);
  };

  const watch = () => {
    if (sessionLoading) return;
    if (!user) {
      askToSignIn(WATCH_LOGIN);
      return;
    }
    setWatching(current);
    view.mutate(current.id, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          setWatching(null);
          askToSignIn(WATCH_LOGIN);
        }
      },
    });
  };

  const buy = () => {
    if (inFlight.current || !purchasable || sessionLoading) return;
    setRefusal(null);
    if (!user) {
      askToSignIn(BUY_LOGIN);
      return;
    }
    if (code && code.length !== REFERRAL_CODE_LENGTH) {
      setCodeError(REFERRAL_CODE_MESSAGE);
      return;
    }
    const sentCode = code || undefined;
    inFlight.current = true;
    purchase.mutate(
      { videoId: current.id, referralCode: sentCode, expectedPriceCents: current.priceCents },
      {
        onSuccess: (receipt) => {
          setCode('');
          setBought(receipt.video);
          notifications.show({
            title: 'Video Purchased',
            message: `“${receipt.video.title}” is yours to watch. ${paidText(receipt.purchase)}`,
            color: 'green',
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) {
            askToSignIn(BUY_LOGIN);
            return;
          }
          const failure = reportCheckoutFailure(error, { failedTitle: 'Purchase Failed', sentCode: Boolean(sentCode) });
          if (failure.aboutCode) setCodeError(failure.message);
          else setRefusal(failure.message);
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  const closeWatch = () => {
    setWatching(null);
    view.reset();
  };

  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={titleId} h="100%">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {current.title}
          </Title>
          <Text fw={700} style={{ flexShrink: 0 }}>
            {current.priceCents === 0 ? 'Free' : formatMoney(current.priceCents)}
          </Text>
        </Group>
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
        {current.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {current.description}
          </Text>
        )}
        <Stack gap="xs" mt="auto">
          {purchasable ? (
            <>
              <ReferralCodeField
                value={code}
                error={codeError}
                describedBy={titleId}
                onChange={(typed) => {
                  setCode(typed);
                  setCodeError(null);
                }}
                onEnter={buy}
              />
              {refusal && (
                <Alert color="red" variant="light" role="alert" p="xs">
                  <Text size="sm">{refusal}</Text>
                </Alert>
              )}
              <Button onClick={buy} loading={purchase.isPending || sessionLoading} aria-describedby={titleId} fullWidth>
                Buy
              </Button>
            </>
          ) : (
            <Button onClick={watch} loading={sessionLoading} aria-describedby={titleId} fullWidth>
              Watch
            </Button>
          )}
          {askedToSignIn && !user && (
            <Anchor
              component={Link}
              to={paths.login.href({ from: `${location.pathname}${location.search}` })}
              size="sm"
            >
              Sign In to watch or buy videos
            </Anchor>
          )}
        </Stack>
      </Stack>
      <WatchVideoDialog
        video={watching}
        watched={view.data}
        pending={view.isPending}
        error={view.error}
        onClose={closeWatch}
      />
    </Card>
  );
}
