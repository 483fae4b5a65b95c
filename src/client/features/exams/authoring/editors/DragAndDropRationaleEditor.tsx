import { useTranslation } from 'react-i18next';
import { DRAG_AND_DROP_RATIONALE_TARGETS } from '../../../../../shared/items/drag-and-drop-rationale/schemas';
import { rationaleRole } from './DropDownRationaleEditor';
import type { TypeEditorProps } from './editor-props';
import { ClozeTokenEditor } from './parts/cloze-token-editor';

/**
 * The editor of a drag-and-drop rationale item's own fields (issue 28 item 1; schema
 * src/shared/items/drag-and-drop-rationale/schemas.ts): the sentence with 2 blanks (a dyad) or 3 (a
 * triad: the cause {{0}}, then its effects {{1}} and {{2}}), the shared pool of 4 to 10 tokens, and
 * the token that fills each blank.
 */
export function DragAndDropRationaleEditor({ item, onChange, problems }: TypeEditorProps<'drag-and-drop-rationale'>) {
  const { t } = useTranslation();
  return (
    <ClozeTokenEditor
      item={item}
      onChange={onChange}
      problems={problems}
      textLabel={t('Rationale sentence with blanks')}
      blanks={DRAG_AND_DROP_RATIONALE_TARGETS}
      blankName={(index, count) =>
        t('Token for blank {{number}}: {{role}}', { number: index + 1, role: rationaleRole(index, count, t) })
      }
      hint={t(
        'Two blanks make a dyad; three make a triad: the cause first, then its two effects, each with its own words around it (one pool serves every blank).',
      )}
    />
  );
}
