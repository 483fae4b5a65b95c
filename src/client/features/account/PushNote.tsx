import { Text } from '@mantine/core';
import { useState } from 'react';
import { PUSH_NOT_CONFIGURED } from '../../../shared/reminders/reminders';
import { usePushPublicKey } from './api/get-push-public-key';
import { useSavePushSubscription } from './api/save-push-subscription';
import { browserSupportsPush, notificationPermission, subscribeThisBrowser } from './push-browser';

/** Sentences beside the Push notifications switch (issue 25 item 6). */
export const PUSH_SENTENCES = {
  notConfigured: PUSH_NOT_CONFIGURED,
  unsupported: 'This browser cannot show push notifications.',
  denied:
    'Your browser blocks notifications from Nightingale. Allow them in the browser’s site settings, then turn this on again.',
  failed: 'This browser could not be subscribed. Please try again.',
  subscribed: 'This browser will show your reminders.',
} as const;

type PushNote = keyof typeof PUSH_SENTENCES | null;

/**
 * The push switch's behaviour: `note`, the sentence to show beside it (push not configured on the
 * server, not supported, blocked, or this browser subscribed), and `turnedOn()`, to call when the
 * student turns the switch on: it asks the browser's permission and stores this browser's
 * subscription.
 */
export function usePushSwitch(enabled: boolean) {
  const publicKey = usePushPublicKey();
  const save = useSavePushSubscription();
  const [outcome, setOutcome] = useState<PushNote>(null);
  const configured = publicKey.data ? publicKey.data.publicKey !== null : true;

  let note: PushNote = outcome;
  if (!configured) note = 'notConfigured';
  else if (!browserSupportsPush()) note = enabled ? 'unsupported' : null;
  else if (enabled && notificationPermission() === 'denied') note = 'denied';

  const turnedOn = async () => {
    const key = publicKey.data?.publicKey;
    if (!key) return;
    try {
      const result = await subscribeThisBrowser(key);
      if (result.state === 'subscribed') {
        await save.mutateAsync(result.subscription);
        setOutcome('subscribed');
      } else {
        setOutcome(result.state);
      }
    } catch {
      setOutcome('failed');
    }
  };
  return { note, turnedOn, configured };
}

/** The sentence beside the push switch, announced politely when it changes. */
export function PushNote({ note }: { note: PushNote }) {
  if (!note) return null;
  return (
    <Text size="sm" c={note === 'subscribed' ? 'dimmed' : undefined} role="status" data-testid="push-note" ml={54}>
      {PUSH_SENTENCES[note]}
    </Text>
  );
}
