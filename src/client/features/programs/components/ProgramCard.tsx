import { Alert, Badge, Button, Card, Group, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Program } from '../../../../shared/programs/programs';
import { formatFeeUsd, PROGRAM_STATUS_LABELS } from './program-texts';

/**
 * One programme of /programs (spec §3 "programs": title, fee, duration, requirements, popular,
 * status): its title with 'Most Popular' when popular and the status badge ('Available' / 'Coming
 * Soon'), the fee ('$365 USD'), the duration, the description and the requirements. The button:
 * 'Select Program' for an available programme (spec §4: select enabled only if available);
 * disabled 'Coming Soon: Not Yet Available' for one coming soon; disabled 'Selected' with the
 * badge 'Your program' for the student's current programme. `failure` is the server's sentence
 * when the last selection of this programme failed.
 */
export function ProgramCard({
  program,
  current,
  selecting,
  busy,
  failure,
  onSelect,
}: {
  program: Program;
  /** True when it is the student's programme. */
  current: boolean;
  /** True while this programme's selection is on its way. */
  selecting: boolean;
  /** True while any selection is on its way (the other buttons wait). */
  busy: boolean;
  failure: string | null;
  onSelect: (program: Program) => void;
}) {
  const { t } = useTranslation();
  const titleId = `program-${program.id}-title`;
  const available = program.status === 'available';
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="article"
      aria-labelledby={titleId}
      style={current ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group gap="xs">
          {current && (
            <Badge color="blue" variant="filled">
              {t('Your program')}
            </Badge>
          )}
          {program.popular && (
            <Badge color="grape.8" variant="filled">
              {t('Most Popular')}
            </Badge>
          )}
          <Badge color={available ? 'green' : 'gray.7'} variant="filled" autoContrast>
            {t(PROGRAM_STATUS_LABELS[program.status])}
          </Badge>
        </Group>
        <Title order={2} size="h3" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {t(program.title)}
        </Title>
        <Group gap="md" align="baseline">
          <Text fz={28} fw={800} lh={1.2}>
            {formatFeeUsd(program.feeUsd)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('Duration: {{duration}}', { duration: t(program.duration) })}
          </Text>
        </Group>
        <Text>{t(program.description)}</Text>
        <Title order={3} size="h5">
          {t('Requirements')}
        </Title>
        <List size="sm" spacing={4} style={{ flex: 1 }}>
          {program.requirements.map((requirement) => (
            <List.Item key={requirement}>{t(requirement)}</List.Item>
          ))}
        </List>
        {failure && (
          <Alert color="red" variant="light" role="alert" title={t('The program was not selected')}>
            {failure}
          </Alert>
        )}
        {current ? (
          <Button disabled fullWidth>
            {t('Selected')}
            <VisuallyHidden>{t(': {{program}} is your program', { program: t(program.title) })}</VisuallyHidden>
          </Button>
        ) : available ? (
          <Button
            fullWidth
            onClick={() => onSelect(program)}
            loading={selecting}
            disabled={busy && !selecting}
            aria-describedby={titleId}
          >
            {t('Select Program')}
          </Button>
        ) : (
          <Button disabled fullWidth aria-describedby={titleId}>
            {t('Coming Soon: Not Yet Available')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
