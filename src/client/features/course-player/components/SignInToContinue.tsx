import { Anchor, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { msg } from '../../../../shared/i18n/msg';
import { paths } from '../../../../shared/paths';

/**
 * A signed-out reader's way into a free-preview lesson that needs an account (its video, its quiz;
 * issue 27 item 2): "Sign in to take this quiz." or "Sign in to watch this video." with a link to
 * sign in that comes back to this lesson.
 */
export function SignInToContinue({ what }: { what: 'quiz' | 'video' }) {
  const location = useLocation();
  const link = <Anchor component={Link} to={paths.login.href({ from: `${location.pathname}${location.search}` })} />;
  return (
    <Text size="sm">
      {what === 'quiz' ? (
        <Trans i18nKey={msg('<1>Sign in</1> to take this quiz.')} components={{ 1: link }} />
      ) : (
        <Trans i18nKey={msg('<1>Sign in</1> to watch this video.')} components={{ 1: link }} />
      )}
    </Text>
  );
}
