import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../shared/i18n/msg';
import { PUSH_NOT_CONFIGURED } from '../../../shared/reminders/reminders';
import { usePushPublicKey } from './api/get-push-public-key';
import { useSavePushSubscription } from './api/save-push-subscription';
import {
  browserSupportsPush,
  notificationPermission,
  subscribeThisBrowser,
  thisBrowserSubscribed,
} from './push-browser';

/** Sentences beside the Push notifications switch (issue 25 item 6). */
export const PUSH_SENTENCES = {
  notConfigured: PUSH_NOT_CONFIGURED,
  unsupported: msg('This browser cannot show push notifications.'),
  denied: msg(
    'Your browser blocks notifications from Nightingale. Allow them in the browser’s site settings, then turn this on again.',
  ),
  failed: msg('This browser could not be subscribed. Please try again.'),
  subscribed: msg('This browser will show your reminders.'),
} as const;

type PushNote = keyof typeof PUSH_SENTENCES | null;

/** The button that subscribes this browser when push is on in the settings but not here (fix round of issue 25). */
export const SEND_TO_THIS_BROWSER = msg('Send notifications to this browser');

/**
 * The push switch's behaviour: `note`, the sentence to show beside it (push not configured on the
 * server, not supported, blocked, or this browser subscribed); `loading` while the server's public
 * key loads (the switch waits); `configured` false when the server has no VAPID key (the switch is
 * disabled, as SMS is); `missingHere` when push is on but this browser holds no subscription; and
 * `turnedOn()`, to call when the student turns the switch on or presses the button: it asks the
 * browser's permission and stores this browser's subscription, resolving false when it could not
 * (refused, unsupported, failed: the caller puts the switch back off).
 */
export function usePushSwitch(enabled: boolean) {
  const publicKey = usePushPublicKey();
  const save = useSavePushSubscription();
  const [outcome, setOutcome] = useState<PushNote>(null);
  const [here, setHere] = useState<boolean | null>(null);
  const loading = publicKey.isPending;
  const configured = publicKey.data ? publicKey.data.publicKey !== null : true;

  useEffect(() => {
    let live = true;
    thisBrowserSubscribed()
      .then((subscribed) => {
        if (live) setHere(subscribed);
      })
      .catch(() => {
        if (live) setHere(false);
      });
    return () => {
      live = false;
    };
  }, []);

  let note: PushNote = outcome;
  if (!configured) note = 'notConfigured';
  else if (!note && enabled && !browserSupportsPush()) note = 'unsupported';
  else if (!note && enabled && notificationPermission() === 'denied') note = 'denied';
  const missingHere =
    enabled &&
    configured &&
    !loading &&
    browserSupportsPush() &&
    notificationPermission() !== 'denied' &&
    here === false &&
    outcome !== 'subscribed';

  const turnedOn = async (): Promise<boolean> => {
    const key = publicKey.data?.publicKey;
    if (!key) {
      setOutcome(configured ? 'failed' : 'notConfigured');
      return false;
    }
    try {
      const result = await subscribeThisBrowser(key);
      if (result.state === 'subscribed') {
        await save.mutateAsync(result.subscription);
        setHere(true);
        setOutcome('subscribed');
        return true;
      }
      setOutcome(result.state);
      return false;
    } catch {
      setOutcome('failed');
      return false;
    }
  };
  return { note, turnedOn, configured, loading, missingHere };
}

/** The sentence beside the push switch, announced politely when it changes; with `onSendHere`, the button that subscribes this browser. */
export function PushNote({ note, onSendHere }: { note: PushNote; onSendHere?: () => void }) {
  const { t } = useTranslation();
  if (!note && !onSendHere) return null;
  return (
    <Stack gap={4} ml={54} align="flex-start">
      {note && (
        <Text size="sm" c={note === 'subscribed' ? 'dimmed' : undefined} role="status" data-testid="push-note">
          {t(PUSH_SENTENCES[note])}
        </Text>
      )}
      {onSendHere && (
        <>
          <Text size="sm">{t('Push notifications are on, but this browser is not subscribed yet.')}</Text>
          <Button size="xs" variant="light" onClick={onSendHere}>
            {t(SEND_TO_THIS_BROWSER)}
          </Button>
        </>
      )}
    </Stack>
  );
}
