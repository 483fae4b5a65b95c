import { Checkbox, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CLIENT_NEEDS, DIFFICULTIES, EXAMS, SUBJECTS } from '../../../../../shared/exams/question-bank';
import { msg } from '../../../../../shared/i18n/msg';
import type { QuestionContent } from '../../../../../shared/items/registry';
import { translateText } from '../../../../i18n/i18n';

const DIFFICULTY_LABELS = { easy: msg('Easy'), medium: msg('Medium'), hard: msg('Hard') };
const EXAM_LABELS = { rn: 'NCLEX-RN', pn: 'NCLEX-PN' } as const;

/** The first problem that names `field` ("..., field stem: ..." or "stem must ..."), for the field's error. */
export function fieldProblem(problems: readonly string[], field: string): string | undefined {
  const pattern = new RegExp(`(field ${field}\\b|\\b${field} must)`);
  const found = problems.find((problem) => pattern.test(problem));
  return found === undefined ? undefined : translateText(found);
}

/**
 * The fields every item shares (src/shared/items/fields.ts `authoredItemFields`), around the type's
 * own editor: stem (`part` "top"), then (`part` "bottom") the rationale, subject, topic, difficulty,
 * client-needs category, the exams it fits (RN, PN or both) and the reference. Each shows the
 * first problem that names it.
 */
export function CommonFieldsEditor({
  item,
  onChange,
  problems,
  part,
}: {
  item: QuestionContent;
  onChange: (item: QuestionContent) => void;
  problems: readonly string[];
  part: 'top' | 'bottom';
}) {
  const { t } = useTranslation();
  const set = (fields: Partial<QuestionContent>) => onChange({ ...item, ...fields } as QuestionContent);
  if (part === 'top') {
    return (
      <Textarea
        label={t('Stem')}
        description={t('The question the candidate reads')}
        required
        autosize
        minRows={3}
        value={item.stem}
        error={fieldProblem(problems, 'stem')}
        onChange={(event) => set({ stem: event.currentTarget.value })}
      />
    );
  }
  const exams = item.exams ?? [];
  return (
    <Stack gap="sm">
      <Textarea
        label={t('Rationale')}
        description={t('Why each option is right or wrong, like "A is correct because ... B is wrong because ..."')}
        required
        autosize
        minRows={4}
        value={item.explanation}
        error={fieldProblem(problems, 'explanation')}
        onChange={(event) => set({ explanation: event.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('Subject')}
          required
          data={SUBJECTS.map((value) => ({ value, label: t(value) }))}
          value={item.subject}
          allowDeselect={false}
          onChange={(value) => value && set({ subject: value as QuestionContent['subject'] })}
        />
        <TextInput
          label={t('Topic')}
          required
          value={item.topic}
          error={fieldProblem(problems, 'topic')}
          onChange={(event) => set({ topic: event.currentTarget.value })}
        />
        <Select
          label={t('Difficulty')}
          required
          data={DIFFICULTIES.map((value) => ({ value, label: t(DIFFICULTY_LABELS[value]) }))}
          value={item.difficulty}
          allowDeselect={false}
          onChange={(value) => value && set({ difficulty: value as QuestionContent['difficulty'] })}
        />
        <Select
          label={t('Client needs')}
          required
          data={CLIENT_NEEDS.map((value) => ({ value, label: t(value) }))}
          value={item.clientNeeds}
          allowDeselect={false}
          onChange={(value) => value && set({ clientNeeds: value as QuestionContent['clientNeeds'] })}
        />
      </SimpleGrid>
      <Checkbox.Group
        label={t('Exams')}
        description={t('The licensure exams the item fits')}
        value={exams}
        error={fieldProblem(problems, 'exams')}
        onChange={(values) => set({ exams: EXAMS.filter((exam) => values.includes(exam)) as QuestionContent['exams'] })}
      >
        <Group mt={4}>
          {EXAMS.map((exam) => (
            <Checkbox key={exam} value={exam} label={EXAM_LABELS[exam]} />
          ))}
        </Group>
      </Checkbox.Group>
      <TextInput
        label={t('Reference')}
        description={t('A source a nurse could check: a guideline, a drug reference, a textbook topic')}
        required
        value={item.reference}
        error={fieldProblem(problems, 'reference')}
        onChange={(event) => set({ reference: event.currentTarget.value })}
      />
    </Stack>
  );
}
