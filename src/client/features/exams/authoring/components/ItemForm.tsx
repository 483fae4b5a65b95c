import { Paper, Select, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAuthoredContent } from '../../../../../shared/item-bank/check-content';
import type { AuthoredContentInput } from '../../../../../shared/item-bank/schemas';
import { ITEM_TYPE_LABELS } from '../../../../../shared/items/item-type-labels';
import { ITEM_TYPES, type ItemType, type QuestionContent } from '../../../../../shared/items/registry';
import { blankItem } from '../editors/blank-items';
import { ownFields } from '../editors/own-fields';
import { editorFor } from '../editors/type-editors';
import { AuthoringLayout } from './AuthoringLayout';
import { CommonFieldsEditor } from './CommonFieldsEditor';
import { ExhibitsEditor } from './ExhibitsEditor';
import { ItemPreview } from './ItemPreview';
import { SaveArea } from './SaveArea';
import { useAuthoringSave } from './use-authoring-save';

/** How long typing pauses before the content rules run again (milliseconds). */
export const CHECK_DELAY_MS = 300;

/** The problems of `item` as `content:check` and the server find them (checkAuthoredContent), as sentences. */
export function itemProblems(item: QuestionContent): string[] {
  return checkAuthoredContent({ kind: 'item', item }).problems;
}

/** The item with another type: the common fields kept, the type's own fields a blank item's. */
function withType(item: QuestionContent, itemType: ItemType): QuestionContent {
  const common = Object.fromEntries(Object.entries(item).filter(([key]) => !(key in ownFields(item))));
  return { ...blankItem(itemType), ...common, itemType } as QuestionContent;
}

/**
 * The authoring form of one item (issue 28 item 1), beside its live preview (below it on a phone):
 * the type (when `typeSelectable`, for a new item), the stem, the type's editor (type-editors.ts),
 * the exhibits, then the rationale and the other common fields. `checkAuthoredContent` (the rules of
 * `content:check`, which the server runs again) checks the item as the author types (after
 * CHECK_DELAY_MS); its problems are listed and Save reads "Fix N problems to save", disabled, while
 * any remains. `onSave` gets the content; a refusal (400 `item_invalid` or any other) shows the
 * server's sentence and keeps what was typed. Leaving with unsaved changes asks first.
 */
export function ItemForm({
  initialItem,
  onSave,
  saveLabel,
  typeSelectable = false,
}: {
  initialItem: QuestionContent;
  /** Saves the content; resolves once saved (the form is then clean), rejects with the server's ApiError. */
  onSave: (content: AuthoredContentInput) => Promise<unknown>;
  saveLabel: string;
  typeSelectable?: boolean;
}) {
  const { t } = useTranslation();
  const form = useForm<{ item: QuestionContent }>({ mode: 'controlled', initialValues: { item: initialItem } });
  const item = form.values.item;
  const setItem = (next: QuestionContent) => form.setFieldValue('item', next);
  const [checked] = useDebouncedValue(item, CHECK_DELAY_MS);
  const problems = useMemo(() => itemProblems(checked), [checked]);
  const dirty = form.isDirty();
  const { serverError, saving, blocker, onSubmit } = useAuthoringSave({
    dirty,
    hasProblems: () => itemProblems(item).length > 0,
    save: () => onSave({ kind: 'item', item }),
    markSaved: () => form.resetDirty({ item }),
    failure: t('The item could not be saved. Please try again.'),
  });
  const Editor = editorFor(item.itemType);

  return (
    <AuthoringLayout onSubmit={onSubmit} blocker={blocker} preview={<ItemPreview item={item} />}>
      {typeSelectable && (
        <Select
          label={t('Item type')}
          data={ITEM_TYPES.map((value) => ({ value, label: t(ITEM_TYPE_LABELS[value]) }))}
          value={item.itemType}
          allowDeselect={false}
          searchable
          onChange={(value) => value && value !== item.itemType && setItem(withType(item, value as ItemType))}
        />
      )}
      <CommonFieldsEditor item={item} onChange={setItem} problems={problems} part="top" />
      <Paper withBorder p="sm" radius="md" component="section" aria-label={t(ITEM_TYPE_LABELS[item.itemType])}>
        <Title order={2} size="h5" mb="xs">
          {t(ITEM_TYPE_LABELS[item.itemType])}
        </Title>
        <Editor item={item} onChange={setItem} problems={problems} />
      </Paper>
      <ExhibitsEditor
        exhibits={item.exhibits}
        onChange={(exhibits) => {
          const { exhibits: _old, ...rest } = item;
          setItem((exhibits ? { ...rest, exhibits } : rest) as QuestionContent);
        }}
      />
      <CommonFieldsEditor item={item} onChange={setItem} problems={problems} part="bottom" />
      <SaveArea
        problems={problems}
        listProblems
        serverError={serverError}
        saving={saving}
        saveLabel={saveLabel}
        dirty={dirty}
      />
    </AuthoringLayout>
  );
}
