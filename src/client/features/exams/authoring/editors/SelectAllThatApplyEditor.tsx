import { useTranslation } from 'react-i18next';
import { SATA_OPTIONS } from '../../../../../shared/items/select-all-that-apply/schemas';
import type { TypeEditorProps } from './editor-props';
import { CheckboxOptionsEditor } from './parts/checkbox-options-editor';

/**
 * The select-all-that-apply editor: 5-10 options (added, removed and moved with their keys) and a
 * checkbox "Option A is a key" beside each; at least one key (the schema refuses none).
 */
export function SelectAllThatApplyEditor({ item, onChange, problems }: TypeEditorProps<'select-all-that-apply'>) {
  const { t } = useTranslation();
  return (
    <CheckboxOptionsEditor
      item={item}
      onChange={onChange}
      problems={problems}
      problemFields={['options', 'correctAnswers']}
      legend={t('Options (tick every key)')}
      limits={SATA_OPTIONS}
    />
  );
}
