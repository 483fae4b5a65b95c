import { useTranslation } from 'react-i18next';
import { DRAG_AND_DROP_CLOZE_TARGETS } from '../../../../../shared/items/drag-and-drop-cloze/schemas';
import type { TypeEditorProps } from './editor-props';
import { ClozeTokenEditor } from './parts/cloze-token-editor';

/**
 * The editor of a drag-and-drop cloze item's own fields (issue 28 item 1; schema
 * src/shared/items/drag-and-drop-cloze/schemas.ts): the text with 1 to 5 blanks inserted at the
 * cursor, the shared pool of 4 to 10 tokens (more tokens than blanks), and the token that fills
 * each blank.
 */
export function DragAndDropClozeEditor({ item, onChange, problems }: TypeEditorProps<'drag-and-drop-cloze'>) {
  const { t } = useTranslation();
  return (
    <ClozeTokenEditor
      item={item}
      onChange={onChange}
      problems={problems}
      textLabel={t('Text with blanks')}
      blanks={DRAG_AND_DROP_CLOZE_TARGETS}
      blankName={(index) => t('Token for blank {{number}}', { number: index + 1 })}
      hint={t('Keep more tokens than blanks, so that some tokens are distractors.')}
    />
  );
}
