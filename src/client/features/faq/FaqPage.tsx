import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import { PageMeta } from '../../components/PageMeta';
import { FaqSearch } from './components/FaqSearch';

/**
 * /faq (spec §2 "FAQ"): the four categories with questions that open and close (accessible
 * disclosures), a search box filtering questions and answers, and the empty state 'No results
 * found' with the searched text and Clear Search (`FaqSearch`, shared with /support).
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <PageMeta page={paths.faq} />
      <Stack gap="xs" mb="lg">
        <Title order={1}>{t('Frequently Asked Questions')}</Title>
        <Text fz="lg" c="dimmed">
          {t('Quick answers about the sample test, studying, your account and payments.')}
        </Text>
      </Stack>
      <FaqSearch />
    </Container>
  );
}
