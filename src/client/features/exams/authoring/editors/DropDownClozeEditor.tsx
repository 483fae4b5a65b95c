import { useTranslation } from 'react-i18next';
import { CLOZE_DROPDOWNS } from '../../../../../shared/items/drop-down-cloze/schemas';
import type { TypeEditorProps } from './editor-props';
import { ClozeDropdownEditor } from './parts/cloze-dropdown-editor';

/**
 * The editor of a drop-down cloze item's own fields (issue 28 item 1; schema
 * src/shared/items/drop-down-cloze/schemas.ts): the sentence with 1 to 5 blanks inserted at the
 * cursor, and per blank 3 to 5 choices with its key.
 */
export function DropDownClozeEditor({ item, onChange, problems }: TypeEditorProps<'drop-down-cloze'>) {
  const { t } = useTranslation();
  return (
    <ClozeDropdownEditor
      item={item}
      onChange={onChange}
      problems={problems}
      textLabel={t('Sentence with blanks')}
      blanks={CLOZE_DROPDOWNS}
      legend={(index) => t('Blank {{number}}', { number: index + 1 })}
    />
  );
}
