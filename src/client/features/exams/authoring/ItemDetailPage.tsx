import { Anchor, Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { msg } from '../../../../shared/i18n/msg';
import type { ItemAction } from '../../../../shared/item-bank/review-workflow';
import type { AuthoredContentInput, ItemActionBody, ItemDetail } from '../../../../shared/item-bank/schemas';
import type { CaseStudyView } from '../../../../shared/items/case-study-chart';
import { caseStudySchema } from '../../../../shared/items/item-group';
import type { QuestionContent } from '../../../../shared/items/registry';
import { paths } from '../../../../shared/paths';
import { PageMeta } from '../../../components/PageMeta';
import { PageError, PageLoader } from '../../../components/PageStatus';
import { errorMessage } from '../../../lib/api-client';
import { useActOnItem } from './api/act-on-item';
import { useAdoptItem } from './api/adopt-item';
import { useItem } from './api/get-item';
import { useUpdateItem } from './api/update-item';
import { AuthoringGate } from './components/AuthoringGate';
import { CaseStudyForm } from './components/CaseStudyForm';
import { ContentProblems } from './components/ContentProblems';
import { ItemActions } from './components/ItemActions';
import { ItemForm } from './components/ItemForm';
import { ItemPreview } from './components/ItemPreview';
import { typeLabel } from './components/ItemTable';
import { ReviewForm } from './components/ReviewForm';
import { StatusBadge, versionText } from './components/StatusBadge';
import { VersionsAndHistory } from './components/VersionsAndHistory';
import type { CaseStudyContent } from './editors/case-study-editor-props';

/** The toast of each action once the server has taken it. */
const DONE: Record<ItemAction | 'adopt', string> = {
  submit: msg('Submitted for review: a second instructor or an admin reviews it.'),
  approve: msg('Approved: its author can activate it now.'),
  return: msg('Returned to its author with your comments.'),
  activate: msg('Active: the item is in the bank for new tests.'),
  retire: msg('Retired: it is left out of new tests; its history is kept.'),
  adopt: msg('Adopted into the shared bank.'),
};

/**
 * /item-bank/items/:itemId, one authored item (issue 28 items 1-3), for instructors and admins who
 * may see it (the API answers 404 otherwise): its status, version, bank and owner; its preview (or,
 * for its owner while `mayEdit`, the editor with the preview, whose save of an approved or active
 * item starts a new draft version); the actions the server allows her (Submit for review, Activate,
 * Retire with a confirmation, Adopt into the shared bank for admins; Submit for review disabled
 * while `problems` remain, listed in ContentProblems); the review form (checklist
 * and comments) when she may approve or return it; the versions and the history. Each action ends
 * in a toast; a refusal in a red toast with the server's sentence.
 */
export function Component() {
  return (
    <AuthoringGate page={paths.itemDetail}>
      <ItemPage />
    </AuthoringGate>
  );
}

function ItemPage() {
  const { itemId = '' } = useParams();
  const item = useItem(itemId);
  const act = useActOnItem();
  const adopt = useAdoptItem();
  const update = useUpdateItem();
  const { t } = useTranslation();

  if (item.isPending) return <PageLoader label={t('Loading the item')} />;
  if (item.isError) {
    return (
      <Container size="md" py="xl">
        <PageMeta page={paths.itemDetail} />
        <PageError title={t('The item could not be loaded')} error={item.error} />
        <Anchor component={Link} to={paths.itemBank.path} mt="md" display="inline-block">
          {t('← Item Bank')}
        </Anchor>
      </Container>
    );
  }
  const detail = item.data;
  const { summary } = detail;
  const busy = act.isPending || adopt.isPending;

  const failed = (error: unknown) =>
    notifications.show({ title: t('Not done'), message: errorMessage(error), color: 'red' });
  const runAction = (body: ItemActionBody) =>
    act.mutateAsync({ itemId, body }).then(
      () => notifications.show({ title: t('Done'), message: t(DONE[body.action]), color: 'green' }),
      (error: unknown) => {
        failed(error);
        throw error;
      },
    );
  const save = async (content: AuthoredContentInput) => {
    const saved = await update.mutateAsync({ itemId, content });
    notifications.show({
      title: t('Saved'),
      message:
        saved.summary.version > summary.version
          ? t(
              'Saved as version {{version}}, a draft; version {{activeVersion}} stays as it is until this one is activated.',
              { version: saved.summary.version, activeVersion: summary.activeVersion ?? summary.version },
            )
          : t('Your changes are saved.'),
      color: 'green',
    });
  };

  return (
    <Container size="xl" py="xl">
      <PageMeta page={paths.itemDetail} title={summary.title} />
      <Stack gap="lg">
        <Stack gap="xs">
          <Anchor component={Link} to={paths.itemBank.path} size="sm">
            {t('← Item Bank')}
          </Anchor>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {summary.title}
          </Title>
          <Group gap="xs">
            <StatusBadge status={summary.status} />
            <Badge variant="outline" color="gray">
              {t(typeLabel(summary))}
            </Badge>
            <Text size="sm">{versionText(summary, t)}</Text>
            <Text size="sm">{summary.bank === 'shared' ? t('· Shared bank') : t('· Private bank')}</Text>
            {summary.owner && <Text size="sm">{t('· Owner: {{name}}', { name: summary.owner.name })}</Text>}
          </Group>
          <ItemActions
            actions={detail.actions}
            mayAdopt={detail.mayAdopt}
            busy={busy}
            submitBlocked={detail.problems.length > 0}
            onAction={(action) => void runAction({ action }).catch(() => {})}
            onAdopt={() =>
              adopt.mutate(itemId, {
                onSuccess: () => notifications.show({ title: t('Done'), message: t(DONE.adopt), color: 'green' }),
                onError: failed,
              })
            }
          />
          <ContentProblems problems={detail.mayEdit || detail.actions.includes('submit') ? detail.problems : []} />
        </Stack>
        {(detail.actions.includes('approve') || detail.actions.includes('return')) && (
          <ReviewForm
            mayApprove={detail.actions.includes('approve')}
            mayReturn={detail.actions.includes('return')}
            busy={busy}
            onAct={runAction}
          />
        )}
        <Content detail={detail} onSave={save} />
        <VersionsAndHistory detail={detail} />
      </Stack>
    </Container>
  );
}

/** The item's content: the editor with its preview for the owner while she may edit, else the preview alone. */
function Content({ detail, onSave }: { detail: ItemDetail; onSave: (content: AuthoredContentInput) => Promise<void> }) {
  const { t } = useTranslation();
  const { content, mayEdit, summary } = detail;
  const editNote =
    summary.status === 'approved' || summary.status === 'active'
      ? t(
          'Saving changes starts version {{version}} as a draft; this version stays as it is until the new one is activated.',
          { version: summary.version + 1 },
        )
      : null;
  if (content.kind === 'case-study') {
    const caseStudy = content as CaseStudyContent;
    if (mayEdit) {
      return (
        <Stack gap="xs">
          {editNote && <Text size="sm">{editNote}</Text>}
          <CaseStudyForm
            key={summary.version}
            initialContent={caseStudy}
            onSave={onSave}
            saveLabel={t('Save changes')}
          />
        </Stack>
      );
    }
    const parsed = caseStudySchema.safeParse(caseStudy.caseStudy);
    const view: CaseStudyView | null = parsed.success
      ? { ...parsed.data, reached: caseStudy.questions.length - 1 }
      : null;
    return (
      <Stack gap="md">
        {caseStudy.questions.map((question, index) => (
          <ItemPreview
            // biome-ignore lint/suspicious/noArrayIndexKey: the six items are in their fixed CJMM order.
            key={index}
            item={question as QuestionContent}
            caseStudy={view ? { view, position: index } : undefined}
          />
        ))}
      </Stack>
    );
  }
  const item = content.item as QuestionContent;
  if (!mayEdit) return <ItemPreview item={item} />;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('Edit')}
      </Title>
      {editNote && <Text size="sm">{editNote}</Text>}
      <ItemForm key={summary.version} initialItem={item} onSave={onSave} saveLabel={t('Save changes')} />
    </Stack>
  );
}
