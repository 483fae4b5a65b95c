import { Badge, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Flashcard } from '../../../../shared/flashcards/schemas';
import { msg } from '../../../../shared/i18n/msg';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadError } from '../../../components/LoadError';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useCreateCard } from '../api/create-card';
import { useDeleteCard } from '../api/delete-card';
import { useCards } from '../api/get-cards';
import { useUpdateCard } from '../api/update-card';
import { CardForm } from './CardForm';
import { NewCardLimit } from './NewCardLimit';

const STATE_LABELS: Record<Flashcard['state'], string> = {
  new: msg('New'),
  learning: msg('Learning'),
  review: msg('Review'),
  relearning: msg('Relearning'),
};

/** One card of the list: front, back, where it came from, when it is due, and its actions. */
function CardRow({
  card,
  onEdit,
  onDelete,
}: {
  card: Flashcard;
  onEdit: (card: Flashcard) => void;
  onDelete: (card: Flashcard) => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateCard();
  /** A card made from a missed question shows the item's English words. */
  const itemLang = card.source === 'miss' ? 'en' : undefined;
  const toggle = () =>
    update.mutate(
      { cardId: card.id, body: { suspended: !card.suspended } },
      {
        onError: (error) =>
          notifications.show({ color: 'red', title: t('The card did not change'), message: errorMessage(error) }),
      },
    );
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="light">{t(STATE_LABELS[card.state])}</Badge>
          <Badge variant="outline" color="gray">
            {card.source === 'miss' ? t('From a missed question') : t('My own')}
          </Badge>
          {card.suspended && <Badge color="yellow">{t('Suspended')}</Badge>}
        </Group>
        {card.cue && (
          <Text size="xs" c="dimmed" fw={600} lang={itemLang}>
            {card.cue}
          </Text>
        )}
        <Text fw={600} style={{ whiteSpace: 'pre-line' }} lang={itemLang}>
          {card.front}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} lineClamp={4} lang={itemLang}>
          {card.back}
        </Text>
        <Text size="xs" c="dimmed">
          {card.state === 'new'
            ? t('Not studied yet')
            : t('Due {{date}}', { context: 'review', date: formatDateTime(card.due) })}
          {card.reviewHref && (
            <>
              {' · '}
              <Link to={card.reviewHref}>{t("Open the question's review")}</Link>
            </>
          )}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            onClick={() => onEdit(card)}
            aria-label={t('Edit card: {{front}}', { front: card.front })}
          >
            {t('Edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={toggle}
            loading={update.isPending}
            aria-label={
              card.suspended
                ? t('Unsuspend card: {{front}}', { front: card.front })
                : t('Suspend card: {{front}}', { front: card.front })
            }
          >
            {card.suspended ? t('Unsuspend') : t('Suspend')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => onDelete(card)}
            aria-label={t('Delete card: {{front}}', { front: card.front })}
          >
            {t('Delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * "My cards" (issue 25 items 3 and 4): her daily new-card limit, a search, the "New card" form,
 * and every card with Edit, Suspend/Unsuspend and Delete (after a confirmation).
 */
export function MyCards() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const cards = useCards(deferred);
  const create = useCreateCard();
  const update = useUpdateCard();
  const remove = useDeleteCard();
  const [writing, setWriting] = useState(false);
  const [editing, setEditing] = useState<Flashcard | null>(null);
  const [deleting, setDeleting] = useState<Flashcard | null>(null);

  return (
    <Stack gap="lg">
      <NewCardLimit />
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label={t('Search my cards')}
          placeholder={t('A word on the front or back')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={200}
          w={{ base: '100%', sm: 320 }}
        />
        <Button
          onClick={() => {
            create.reset();
            setWriting(true);
          }}
        >
          {t('New card')}
        </Button>
      </Group>

      {cards.isError ? (
        <LoadError title={t('Your cards could not be loaded')} query={cards} />
      ) : !cards.data ? (
        <Text c="dimmed">{t('Loading your cards…')}</Text>
      ) : cards.data.cards.length === 0 ? (
        <Text c="dimmed">
          {deferred
            ? t('No card contains “{{search}}”.', { search: deferred })
            : t(
                'No cards yet. Missed questions become cards when you submit a practice test; you can also write your own.',
              )}
        </Text>
      ) : (
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('{{count}} cards', { count: cards.data.cards.length })}
          </Title>
          <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {cards.data.cards.map((card) => (
              <CardRow
                key={card.id}
                card={card}
                onEdit={(shown) => {
                  update.reset();
                  setEditing(shown);
                }}
                onDelete={(shown) => {
                  remove.reset();
                  setDeleting(shown);
                }}
              />
            ))}
          </Stack>
        </Stack>
      )}

      <Modal opened={writing} onClose={() => setWriting(false)} title={t('New card')} centered>
        {writing && (
          <CardForm
            submitLabel={t('Save card')}
            pending={create.isPending}
            error={create.error}
            onCancel={() => setWriting(false)}
            onSave={(values) =>
              create.mutate(values, {
                onSuccess: () => {
                  notifications.show({ title: t('Card saved'), message: t('It is new in your queue.') });
                  setWriting(false);
                },
              })
            }
          />
        )}
      </Modal>

      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('Edit card')} centered>
        {editing && (
          <CardForm
            key={editing.id}
            initial={{ front: editing.front, back: editing.back }}
            submitLabel={t('Save changes')}
            pending={update.isPending}
            error={update.error}
            onCancel={() => setEditing(null)}
            onSave={(values) =>
              update.mutate(
                { cardId: editing.id, body: values },
                {
                  onSuccess: () => {
                    notifications.show({ title: t('Card saved'), message: t('Your changes are saved.') });
                    setEditing(null);
                  },
                },
              )
            }
          />
        )}
      </Modal>

      <ConfirmDialog
        target={deleting}
        title={() => t('Delete this card?')}
        confirmLabel={t('Delete card')}
        pending={remove.isPending}
        failure={remove.error ? errorMessage(remove.error) : null}
        failureTitle={t('The card was not deleted')}
        onClose={() => setDeleting(null)}
        onConfirm={(card) => remove.mutate(card.id, { onSuccess: () => setDeleting(null) })}
      >
        {(card) => (
          <Text>
            {t(
              '“{{front}}” and its review history will be deleted. A card made from a missed question comes back if you miss that question again.',
              { front: card.front },
            )}
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
