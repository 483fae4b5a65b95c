import { Alert, Button, Container, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GLOSSARY_EDITOR_CAPABILITY, type GlossaryTerm } from '../../../shared/glossary/schemas';
import { LANGUAGE_CODES, LANGUAGE_NAMES } from '../../../shared/i18n/languages';
import { paths } from '../../../shared/paths';
import { can } from '../../../shared/roles';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DialogFrame } from '../../components/DialogFrame';
import { ListPagination } from '../../components/ListPagination';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PageMeta } from '../../components/PageMeta';
import { errorMessage } from '../../lib/api-client';
import { useGlossary } from '../../lib/glossary/get-glossary';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useDeleteTerm } from './api/delete-term';
import { TermForm } from './components/TermForm';

const PAGE_SIZE = 25;

/** Whether `term` matches the search (its names, translations and definition, whatever the case). */
function matches(term: GlossaryTerm, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [
    term.term,
    ...term.aliases,
    term.definition,
    term.translations.es,
    term.translations.fr,
    term.translations.de,
  ].some((text) => text.toLowerCase().includes(needle));
}

/**
 * /glossary (issue 29 item 3), signed in: the medical-English glossary the exam pages use in Tutor
 * mode and review, searchable by term, form, translation or definition. Admins and instructors add,
 * change and delete terms here (the API refuses everyone else); students read it.
 */
export function Component() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const editor = can(user, GLOSSARY_EDITOR_CAPABILITY);
  const glossary = useGlossary();
  const remove = useDeleteTerm();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<GlossaryTerm | 'new' | null>(null);
  const [deleting, setDeleting] = useState<GlossaryTerm | null>(null);
  const terms = glossary.data?.terms;
  const shown = useMemo(() => (terms ?? []).filter((term) => matches(term, search)), [terms, search]);
  const pageTerms = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const translationLanguages = LANGUAGE_CODES.filter((code) => code !== 'en');

  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageMeta page={paths.glossary} />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{t('Glossary')}</Title>
            <Text c="dimmed" mt="xs" maw={720}>
              {t(
                'Medical English terms found in the items, each with a plain-English definition, its source and its translation. In Tutor mode and review, select a term in an item to see it.',
              )}
            </Text>
          </div>
          {editor && <Button onClick={() => setEditing('new')}>{t('Add term')}</Button>}
        </Group>
        <TextInput
          label={t('Search the glossary')}
          placeholder={t('A term, a translation or a word of the definition')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          maw={480}
        />
        {glossary.isPending && <ListSkeleton label={t('Loading the glossary')} />}
        {glossary.isError && (
          <Alert color="red" role="alert" title={t('The glossary could not be loaded')}>
            {errorMessage(glossary.error)}
          </Alert>
        )}
        {terms && (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('{{count}} terms', { count: shown.length })}
            </Text>
            {shown.length === 0 ? (
              <Text>{t('No term matches your search.')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={760}>
                <Table striped verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('Term')}</Table.Th>
                      <Table.Th>{t('Definition')}</Table.Th>
                      <Table.Th>{t('Translations')}</Table.Th>
                      {editor && <Table.Th>{t('Actions')}</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {pageTerms.map((term) => (
                      <Table.Tr key={term.id}>
                        <Table.Td lang="en" style={{ verticalAlign: 'top' }}>
                          <Text fw={600}>{term.term}</Text>
                          {term.aliases.length > 0 && (
                            <Text size="xs" c="dimmed">
                              {term.aliases.join(', ')}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td style={{ verticalAlign: 'top' }}>
                          <Text size="sm" lang="en">
                            {term.definition}
                          </Text>
                          <Text size="xs" c="dimmed" mt={4}>
                            {t('Source: {{source}}', { source: term.source })}
                          </Text>
                        </Table.Td>
                        <Table.Td style={{ verticalAlign: 'top' }}>
                          {translationLanguages.map((code) => (
                            <Text size="sm" key={code}>
                              <Text span c="dimmed">
                                {LANGUAGE_NAMES[code].native}:
                              </Text>{' '}
                              <span lang={code}>{term.translations[code as 'es' | 'fr' | 'de']}</span>
                            </Text>
                          ))}
                        </Table.Td>
                        {editor && (
                          <Table.Td style={{ verticalAlign: 'top' }}>
                            <Group gap="xs" wrap="nowrap">
                              <Button
                                size="compact-sm"
                                variant="light"
                                onClick={() => setEditing(term)}
                                aria-label={t('Edit {{term}}', { term: term.term })}
                              >
                                {t('Edit')}
                              </Button>
                              <Button
                                size="compact-sm"
                                variant="subtle"
                                color="red"
                                onClick={() => setDeleting(term)}
                                aria-label={t('Delete {{term}}', { term: term.term })}
                              >
                                {t('Delete')}
                              </Button>
                            </Group>
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <ListPagination
              label={t('Glossary pages')}
              page={page}
              pageSize={PAGE_SIZE}
              total={shown.length}
              onChange={setPage}
            />
          </>
        )}
      </Stack>
      <DialogFrame
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={editing === 'new' ? t('Add a term') : t('Edit a term')}
      >
        {editing !== null && (
          <TermForm
            key={editing === 'new' ? 'new' : editing.id}
            term={editing === 'new' ? null : editing}
            onSaved={(saved) => {
              notifications.show({
                color: 'green',
                title: t('Glossary saved'),
                message: t('“{{term}}” is saved.', { term: saved.term }),
              });
              setEditing(null);
            }}
          />
        )}
      </DialogFrame>
      <ConfirmDialog
        target={deleting}
        title={(term) => t('Delete “{{term}}”?', { term: term?.term ?? '' })}
        confirmLabel={t('Delete term')}
        pending={remove.isPending}
        failure={remove.isError ? errorMessage(remove.error) : null}
        failureTitle={t('The term was not deleted')}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={(term) => remove.mutate(term.id, { onSuccess: () => setDeleting(null) })}
      >
        {() => t('It leaves the glossary and the exam pages stop showing it. Items are not changed.')}
      </ConfirmDialog>
    </Container>
  );
}
