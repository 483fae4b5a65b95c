import { Alert, Button, Group, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  ALIASES_MAX,
  DEFINITION_MAX,
  type GlossaryEntryInput,
  type GlossaryTerm,
  glossaryEntrySchema,
  SOURCE_MAX,
  TERM_MAX,
  TRANSLATION_MAX,
} from '../../../../shared/glossary/schemas';
import { translatedResolver } from '../../../i18n/translated-resolver';
import { errorMessage } from '../../../lib/api-client';
import { useSaveTerm } from '../api/save-term';

const EMPTY: GlossaryEntryInput = {
  term: '',
  aliases: [],
  definition: '',
  source: '',
  translations: { es: '', fr: '', de: '' },
};

/**
 * The form of a glossary entry (issue 29 item 3), new (`term` null) or changed: the term, its
 * aliases, a plain-English definition, its source and the Spanish, French and German translations,
 * all required but the aliases and checked with the API's own schema. A refusal by the server is
 * shown above the buttons, and what was typed stays. `onSaved` receives the saved term.
 */
export function TermForm({ term, onSaved }: { term: GlossaryTerm | null; onSaved: (saved: GlossaryTerm) => void }) {
  const { t } = useTranslation();
  const save = useSaveTerm();
  const form = useForm<GlossaryEntryInput>({
    mode: 'uncontrolled',
    initialValues: term
      ? {
          term: term.term,
          aliases: term.aliases,
          definition: term.definition,
          source: term.source,
          translations: term.translations,
        }
      : EMPTY,
    validate: translatedResolver(glossaryEntrySchema),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate({ termId: term?.id ?? null, entry: values }, { onSuccess: onSaved }),
      )}
    >
      <Stack gap="sm">
        <TextInput
          label={t('Term')}
          description={t('As written in US English items, e.g. “hypokalemia”.')}
          withAsterisk
          maxLength={TERM_MAX}
          lang="en"
          {...form.getInputProps('term')}
          key={form.key('term')}
        />
        <TagsInput
          label={t('Other forms')}
          description={t('Other spellings or plurals found in items; press Enter after each (at most {{max}}).', {
            max: ALIASES_MAX,
          })}
          maxTags={ALIASES_MAX}
          lang="en"
          {...form.getInputProps('aliases')}
          key={form.key('aliases')}
        />
        <Textarea
          label={t('Definition in plain English')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={DEFINITION_MAX}
          lang="en"
          {...form.getInputProps('definition')}
          key={form.key('definition')}
        />
        <TextInput
          label={t('Source')}
          description={t(
            'The reference the definition agrees with, e.g. “MedlinePlus Medical Encyclopedia: Low blood potassium”.',
          )}
          withAsterisk
          maxLength={SOURCE_MAX}
          {...form.getInputProps('source')}
          key={form.key('source')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('Spanish')}
            withAsterisk
            lang="es"
            maxLength={TRANSLATION_MAX}
            {...form.getInputProps('translations.es')}
            key={form.key('translations.es')}
          />
          <TextInput
            label={t('French')}
            withAsterisk
            lang="fr"
            maxLength={TRANSLATION_MAX}
            {...form.getInputProps('translations.fr')}
            key={form.key('translations.fr')}
          />
          <TextInput
            label={t('German')}
            withAsterisk
            lang="de"
            maxLength={TRANSLATION_MAX}
            {...form.getInputProps('translations.de')}
            key={form.key('translations.de')}
          />
        </SimpleGrid>
        {save.isError && (
          <Alert color="red" role="alert" title={t('The term was not saved')}>
            {errorMessage(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {term ? t('Save changes') : t('Add term')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
