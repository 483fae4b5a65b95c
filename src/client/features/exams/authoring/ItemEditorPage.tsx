import { Anchor, Container, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AuthoredContentInput, ItemDetail } from '../../../../shared/item-bank/schemas';
import { itemDetailPath, paths } from '../../../../shared/paths';
import { PageMeta } from '../../../components/PageMeta';
import { useCreateItem } from './api/create-item';
import { AuthoringGate } from './components/AuthoringGate';
import { CaseStudyForm } from './components/CaseStudyForm';
import { ItemForm } from './components/ItemForm';
import { blankItem } from './editors/blank-items';

/**
 * /item-bank/new, New Item (issue 28 item 1), for instructors and admins: "Item" (any type, chosen in
 * the form, with its live preview) or "Case study" (its chart and six items). Save draft creates it
 * (POST /api/item-bank/items), says so in a toast and opens the item's page; a refusal shows the
 * server's sentence and keeps what was typed.
 */
export function Component() {
  return (
    <AuthoringGate page={paths.itemNew}>
      <NewItem />
    </AuthoringGate>
  );
}

function NewItem() {
  const [kind, setKind] = useState<'item' | 'case-study'>('item');
  const create = useCreateItem();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const save = async (content: AuthoredContentInput) => {
    const created: ItemDetail = await create.mutateAsync(content);
    notifications.show({
      title: t('Draft saved'),
      message: t('“{{title}}” is saved as a draft.', { title: created.summary.title }),
      color: 'green',
    });
    navigate(itemDetailPath(created.summary.id));
  };
  return (
    <Container size="xl" py="xl">
      <PageMeta page={paths.itemNew} />
      <Stack gap="xs" mb="lg">
        <Anchor component={Link} to={paths.itemBank.path} size="sm">
          {t('← Item Bank')}
        </Anchor>
        <Title order={1}>{t('New Item')}</Title>
        <Text c="dimmed">
          {t(
            'Write a stand-alone item of any type, or a case study with its chart and six items. It is saved as a draft that you submit for review.',
          )}
        </Text>
        <SegmentedControl
          aria-label={t('What to write')}
          value={kind}
          onChange={(value) => setKind(value as 'item' | 'case-study')}
          data={[
            { value: 'item', label: t('Item') },
            { value: 'case-study', label: t('Case study') },
          ]}
          maw={320}
        />
      </Stack>
      {kind === 'item' ? (
        <ItemForm initialItem={blankItem('multiple-choice')} onSave={save} saveLabel={t('Save draft')} typeSelectable />
      ) : (
        <CaseStudyForm onSave={save} saveLabel={t('Save draft')} />
      )}
    </Container>
  );
}
