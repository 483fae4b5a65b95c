import { Accordion, Button, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { paths } from '../../../shared/paths';
import { PageMeta } from '../../components/PageMeta';
import { FAQ_CATEGORIES } from './faq-content';
import { filterFaq } from './filter-faq';

/**
 * /faq (spec §2 "FAQ"): the four categories with questions that open and close (accessible
 * disclosures), a search box filtering questions and answers, and the empty state 'No results
 * found' with the searched text and Clear Search.
 */
export function Component() {
  const [query, setQuery] = useState('');
  const categories = filterFaq(FAQ_CATEGORIES, query);
  return (
    <Container size="md" py="xl">
      <PageMeta page={paths.faq} />
      <Stack gap="xs" mb="lg">
        <Title order={1}>Frequently Asked Questions</Title>
        <Text fz="lg" c="dimmed">
          Quick answers about the sample test, studying, your account and payments.
        </Text>
      </Stack>
      <TextInput
        label="Search the FAQ"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        mb="xl"
      />
      {categories.length === 0 ? (
        <Stack align="flex-start" gap="sm" role="status">
          <Title order={2} size="h3">
            No results found
          </Title>
          <Text>
            Nothing in the FAQ matches “{query.trim()}”. Try other words, or write to us from the Contact page.
          </Text>
          <Button variant="default" onClick={() => setQuery('')}>
            Clear Search
          </Button>
        </Stack>
      ) : (
        <Stack gap="xl">
          {categories.map((category, categoryIndex) => (
            <section key={category.name} aria-labelledby={`faq-category-${categoryIndex}`}>
              <Title order={2} size="h3" mb="sm" id={`faq-category-${categoryIndex}`}>
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
          ))}
        </Stack>
      )}
    </Container>
  );
}
