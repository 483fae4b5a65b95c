import { Button, Checkbox, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { REVIEW_CHECKLIST, type ReviewCheckKey } from '../../../../../shared/item-bank/review-workflow';
import { type ItemActionBody, itemActionBodySchema } from '../../../../../shared/item-bank/schemas';
import { translateText } from '../../../../i18n/i18n';

type Checklist = Record<ReviewCheckKey, boolean>;
const UNTICKED = Object.fromEntries(REVIEW_CHECKLIST.map((check) => [check.key, false])) as Checklist;

/** True when every point of the reviewer's checklist is ticked (Approve waits for it). */
export function checklistComplete(checklist: Checklist): boolean {
  return REVIEW_CHECKLIST.every((check) => checklist[check.key]);
}

/**
 * The reviewer's form (issue 28 item 2) for an item in review she may judge (`mayApprove`,
 * `mayReturn`: the actions the server allows her): the REVIEW_CHECKLIST as checkboxes, all of them
 * required before Approve; comments, required to Return to draft (and sent with an approval when
 * given). `onAct` gets the action's body (checked by the shared `itemActionBodySchema`) and
 * resolves once the server has taken it; the form is then emptied.
 */
export function ReviewForm({
  mayApprove,
  mayReturn,
  onAct,
  busy,
}: {
  mayApprove: boolean;
  mayReturn: boolean;
  onAct: (body: ItemActionBody) => Promise<unknown>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const form = useForm<{ checklist: Checklist; comments: string }>({
    mode: 'controlled',
    initialValues: { checklist: UNTICKED, comments: '' },
    validate: {
      comments: (comments) => {
        const parsed = itemActionBodySchema.safeParse({ action: 'return', comments });
        const message = parsed.success ? undefined : parsed.error.issues[0]?.message;
        return message ? translateText(message) : null;
      },
    },
  });
  const { checklist, comments } = form.values;
  const complete = checklistComplete(checklist);
  const hasComments = comments.trim().length > 0;
  const act = async (body: ItemActionBody) => {
    if (form.validate().hasErrors) return;
    try {
      await onAct(body);
      form.reset();
    } catch {
      // The page shows the server's sentence; the form keeps the ticks and comments.
    }
  };
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby="review-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="review-heading">
          {t('Review', { context: 'item' })}
        </Title>
        <Checkbox.Group
          label={t('Checklist')}
          description={t('Tick each point the item meets; all are needed to approve it.')}
          value={REVIEW_CHECKLIST.filter((check) => checklist[check.key]).map((check) => check.key)}
          onChange={(values) =>
            form.setFieldValue(
              'checklist',
              Object.fromEntries(REVIEW_CHECKLIST.map((check) => [check.key, values.includes(check.key)])) as Checklist,
            )
          }
        >
          <Stack gap={6} mt="xs">
            {REVIEW_CHECKLIST.map((check) => (
              <Checkbox key={check.key} value={check.key} label={t(check.label)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Textarea
          label={t('Comments')}
          description={t('Required to return the item to its author: say what to change.')}
          autosize
          minRows={3}
          {...form.getInputProps('comments')}
        />
        <Group gap="sm">
          {mayApprove && (
            <Button
              color="green"
              disabled={!complete || busy}
              onClick={() =>
                void act({ action: 'approve', checklist, ...(hasComments ? { comments: comments.trim() } : {}) })
              }
            >
              {t('Approve')}
            </Button>
          )}
          {mayReturn && (
            <Button
              variant="default"
              disabled={!hasComments || busy}
              onClick={() => void act({ action: 'return', comments: comments.trim() })}
            >
              {t('Return to draft')}
            </Button>
          )}
          {mayApprove && !complete && (
            <Text size="sm" c="dimmed">
              {t('Tick every point of the checklist to approve.')}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
