import { Accordion, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAQ_CATEGORIES } from '../faq-content';
import { filterFaq } from '../filter-faq';

/**
 * The FAQ's questions with their search (spec §2 "FAQ"): the search box 'Search the FAQ' filters
 * questions and answers (case-insensitive substring, `filterFaq`), each category a section headed
 * at `headingLevel` with questions that open and close (accessible disclosures); no match shows
 * 'No results found' with the searched text, `noResultsHint` and Clear Search. Used by /faq (level 2)
 * and by the Support & Help Center (level 3, under its own FAQ heading); one per page (its ids are fixed).
 */
export function FaqSearch({ headingLevel = 2, noResultsHint }: { headingLevel?: 2 | 3; noResultsHint?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  // The search looks in the questions and answers as the reader sees them, in her language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language.
  const shownCategories = useMemo(
    () =>
      FAQ_CATEGORIES.map((category) => ({
        name: t(category.name),
        entries: category.entries.map((entry) => ({ question: t(entry.question), answer: t(entry.answer) })),
      })),
    [t, i18n.resolvedLanguage],
  );
  const categories = filterFaq(shownCategories, query);
  return (
    <>
      <TextInput
        label={t('Search the FAQ')}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        mb="xl"
      />
      {categories.length === 0 ? (
        <Stack align="flex-start" gap="sm" role="status">
          <Title order={headingLevel} size="h3">
            {t('No results found')}
          </Title>
          <Text>
            {t('Nothing in the FAQ matches “{{query}}”.', { query: query.trim() })}{' '}
            {noResultsHint ?? t('Try other words, or write to us from the Contact page.')}
          </Text>
          <Button variant="default" onClick={() => setQuery('')}>
            {t('Clear Search')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="xl">
          {categories.map((category, categoryIndex) => {
            const headingId = `faq-category-${categoryIndex}`;
            return (
              <section key={category.name} aria-labelledby={headingId}>
                <Title order={headingLevel} size={headingLevel === 2 ? 'h3' : 'h4'} mb="sm" id={headingId}>
                  {category.name}
                </Title>
                <Accordion variant="separated" multiple>
                  {category.entries.map((entry, entryIndex) => (
                    <Accordion.Item key={entry.question} value={`faq-${categoryIndex}-${entryIndex}`}>
                      <Accordion.Control>{entry.question}</Accordion.Control>
                      <Accordion.Panel>{entry.answer}</Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              </section>
            );
          })}
        </Stack>
      )}
    </>
  );
}
