import { Anchor, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../../shared/paths';

/**
 * A signed-out reader's way into a free-preview lesson that needs an account (its video, its quiz;
 * issue 27 item 2): "Sign in to {what}." with a link to sign in that comes back to this lesson.
 */
export function SignInToContinue({ what }: { what: string }) {
  const location = useLocation();
  return (
    <Text size="sm">
      <Anchor component={Link} to={paths.login.href({ from: `${location.pathname}${location.search}` })}>
        Sign in
      </Anchor>{' '}
      to {what}.
    </Text>
  );
}
