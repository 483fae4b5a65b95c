import { Alert, Anchor, Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { msg } from '../../../shared/i18n/msg';
import { paths } from '../../../shared/paths';
import { type Program, programSelectedMessage } from '../../../shared/programs/programs';
import { ListSkeleton } from '../../components/ListSkeleton';
import { LoadError } from '../../components/LoadError';
import { PageMeta } from '../../components/PageMeta';
import { translateText } from '../../i18n/i18n';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { usePrograms } from './api/get-programs';
import { useSelectProgram } from './api/select-program';
import { ChangeProgramDialog } from './components/ChangeProgramDialog';
import { ProgramCard } from './components/ProgramCard';

/** The line naming the student's programme. */
const YOUR_PROGRAM = msg('Your program: <1>{{program}}</1>, selected {{date}}.');

/**
 * /programs, Program Selection (spec §2, §3 "programs", §4 "Program status available /
 * coming-soon", §9 program fees; issue 13), signed in only: the four programmes as cards, the
 * student's current programme marked. Select enrols the student at once when they have no
 * programme; moving to another programme asks first (the checklist changes, documents on file are
 * kept). Success says `programSelectedMessage(title)` with a link to the Document Upload Center; a
 * refusal shows the server's sentence on the programme's card (or in the confirmation).
 */
export function Component() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const programs = usePrograms(user?.id ?? null);
  const select = useSelectProgram();
  const [confirming, setConfirming] = useState<Program | null>(null);
  const [selected, setSelected] = useState<Program | null>(null);
  const [failure, setFailure] = useState<{ programId: string; message: string } | null>(null);

  const enrolment = programs.data?.enrolment ?? null;
  const current = enrolment ? programs.data?.programs.find((program) => program.id === enrolment.programId) : undefined;

  const enrol = (program: Program) => {
    if (select.isPending) return;
    setFailure(null);
    setSelected(null);
    select.mutate(program.id, {
      onSuccess: () => {
        setSelected(program);
        setConfirming(null);
      },
      onError: (error) => setFailure({ programId: program.id, message: errorMessage(error) }),
    });
  };

  const choose = (program: Program) => {
    if (enrolment && enrolment.programId !== program.id) {
      setFailure(null);
      setConfirming(program);
      return;
    }
    enrol(program);
  };

  const closeConfirmation = () => {
    if (select.isPending) return;
    setConfirming(null);
    setFailure(null);
  };

  let content: ReactNode;
  if (programs.isPending) {
    content = <ListSkeleton label={t('Loading programs')} shape="cards" />;
  } else if (programs.isError) {
    content = <LoadError title={t('The programs could not be loaded')} query={programs} />;
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {programs.data.programs.map((program) => (
          <ProgramCard
            key={program.id}
            program={program}
            current={enrolment?.programId === program.id}
            selecting={select.isPending && select.variables === program.id}
            busy={select.isPending}
            failure={!confirming && failure?.programId === program.id ? failure.message : null}
            onSelect={choose}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Container size="lg" py="xl">
      <PageMeta page={paths.programs} />
      <Stack gap="xs" mb="lg" maw={760}>
        <Title order={1}>{t('Program Selection')}</Title>
        <Text fz="lg" c="dimmed">
          {t(
            'Choose the licensure pathway you are following. Your program sets the documents the Document Upload Center asks you for.',
          )}
        </Text>
      </Stack>
      <Stack gap="lg">
        {selected ? (
          <Alert color="green" variant="light" role="status" title={t('Program selected')}>
            <Stack gap={4} align="flex-start">
              <Text size="sm">{translateText(programSelectedMessage(selected.title))}</Text>
              <Button component={Link} to={paths.documents.path} size="xs" mt={4}>
                {t('Go to the Document Upload Center')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          current &&
          enrolment && (
            <Text>
              <Trans
                i18nKey={YOUR_PROGRAM}
                values={{ program: t(current.title), date: formatDateTime(enrolment.enrolledAt) }}
                components={{ 1: <strong /> }}
              />{' '}
              <Anchor component={Link} to={paths.documents.path}>
                {t('Upload your documents')}
              </Anchor>
            </Text>
          )
        )}
        {content}
      </Stack>
      <ChangeProgramDialog
        current={current}
        target={confirming}
        pending={select.isPending}
        failure={confirming && failure?.programId === confirming.id ? failure.message : null}
        onConfirm={enrol}
        onClose={closeConfirmation}
      />
    </Container>
  );
}
