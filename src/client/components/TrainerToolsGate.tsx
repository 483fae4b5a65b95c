import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountUser } from '../../shared/account/user';
import { paths } from '../../shared/paths';
import { can, TRAINER_TOOLS_RESTRICTED } from '../../shared/roles';
import { mayApplyToTrain } from '../../shared/trainer-applications/applications';
import { BecomeTrainer } from './BecomeTrainer';
import { PageLoader } from './PageStatus';

/**
 * What a trainer tool's page shows by who reads it: a loader while the session is checked; signed
 * out, the tool's own login sentence (spec §5) with Log in, back to `from`; without `trainerTools`
 * (trainers and admins hold it), the trainer tools' Access Restricted text with a link to the
 * Training Center (`elsewhere`), and below it, for a student, how to become a trainer (issue 23: the application
 * and where it stands); otherwise `children`.
 */
export function TrainerToolsGate({
  user,
  isLoading,
  loginText,
  from,
  elsewhere,
  children,
}: {
  user: AccountUser | null;
  isLoading: boolean;
  loginText: string;
  from: string;
  /** The Training Center link's text for those who may not use the tool. */
  elsewhere: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (isLoading) return <PageLoader label={t('Checking your account')} />;
  const [text, link] = !user
    ? [loginText, { to: paths.login.href({ from }), label: t('Log in') }]
    : !can(user, 'trainerTools')
      ? [TRAINER_TOOLS_RESTRICTED, { to: paths.trainingCenter.path, label: elsewhere }]
      : [null, null];
  if (!text || !link) return children;
  return (
    <>
      <Alert color="yellow" variant="light" mt="lg">
        <Stack gap="xs" align="flex-start">
          <Text>{t(text)}</Text>
          <Anchor component={Link} to={link.to}>
            {link.label}
          </Anchor>
        </Stack>
      </Alert>
      {user && mayApplyToTrain(user) && <BecomeTrainer />}
    </>
  );
}
