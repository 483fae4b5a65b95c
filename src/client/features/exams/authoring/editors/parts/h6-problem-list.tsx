import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../../../../i18n/i18n';

/**
 * The problems of one field, under it (issue 28 item 1): red text a screen reader reads with the
 * field when `id` is named by the field's aria-describedby; nothing when there are none.
 */
export function FieldProblems({ problems, id }: { problems: readonly string[]; id?: string }) {
  if (problems.length === 0) return null;
  return (
    <div id={id}>
      {problems.map((problem) => (
        <Text key={problem} size="sm" c="var(--mantine-color-error)">
          {translateText(problem)}
        </Text>
      ))}
    </div>
  );
}

/** The problems that name none of the editor's fields, at its top in one alert; nothing when there are none. */
export function TopProblems({ problems }: { problems: readonly string[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={t('To fix before saving')}>
      <List size="sm">
        {problems.map((problem) => (
          <List.Item key={problem}>{translateText(problem)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
