import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import { PageMeta } from '../../components/PageMeta';
import { MyCards } from './components/MyCards';
import { ReviewPanel } from './components/ReviewPanel';

/**
 * /flashcards (issue 25 items 3 and 4), for signed-in users: today's review (the keyboard review
 * of the queue, FSRS intervals on the grade buttons, undo) and "My cards" (search, write, edit,
 * suspend, delete, and the daily new-card limit).
 */
export function Component() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('review');
  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageMeta page={paths.flashcards} />
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('Flashcards')}</Title>
          <Text c="dimmed" mt="xs">
            {t(
              'Every question you miss, or mark Not sure, becomes a card that comes back just before you would forget it.',
            )}
          </Text>
        </div>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="review">{t('Review')}</Tabs.Tab>
            <Tabs.Tab value="cards">{t('My cards')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="review" pt="lg">
            <ReviewPanel />
          </Tabs.Panel>
          <Tabs.Panel value="cards" pt="lg">
            <MyCards />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
