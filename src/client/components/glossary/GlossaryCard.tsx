import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GlossaryTerm } from '../../../shared/glossary/schemas';
import { LANGUAGE_CODES, LANGUAGE_NAMES } from '../../../shared/i18n/languages';
import { currentLanguage } from '../../i18n/i18n';

/**
 * One glossary entry as a nurse reads it (issue 29 item 3): the term and its plain-English
 * definition (in English, `lang="en"`), its translation into her interface language (into all
 * three when the interface is in English) and the definition's source. `phrase`: what she selected,
 * shown when it is not in the glossary (`term` undefined).
 */
export function GlossaryCard({ term, phrase }: { term: GlossaryTerm | undefined; phrase: string }) {
  const { t } = useTranslation();
  if (!term) {
    return (
      <Text size="sm" maw={320}>
        {t('“{{phrase}}” is not in the glossary yet.', { phrase })}
      </Text>
    );
  }
  const language = currentLanguage();
  const languages = language === 'en' ? LANGUAGE_CODES.filter((code) => code !== 'en') : [language];
  return (
    <Stack gap={6} maw={340}>
      <div lang="en">
        <Text fw={700}>{term.term}</Text>
        <Text size="sm">{term.definition}</Text>
      </div>
      {languages.map((code) => (
        <Text size="sm" key={code}>
          {t('In {{language}}:', { language: LANGUAGE_NAMES[code].native })}{' '}
          <Text span fw={600} lang={code}>
            {term.translations[code as 'es' | 'fr' | 'de']}
          </Text>
        </Text>
      ))}
      <Text size="xs" c="dimmed">
        {t('Source: {{source}}', { source: term.source })}
      </Text>
    </Stack>
  );
}
