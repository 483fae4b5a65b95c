import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TypeEditorProps } from './editor-props';
import { ClozeDropdownEditor } from './parts/cloze-dropdown-editor';

/** Blank i's part of a rationale: a dyad's two halves, or a triad's cause and its two effects. */
export function rationaleRole(index: number, count: number, t: TFunction): string {
  if (count === 3) return index === 0 ? t('the cause') : t('effect {{number}}', { number: index });
  return index === 0 ? t('the first part') : t('the second part');
}

/**
 * The editor of a drop-down rationale item's own fields (issue 28 item 1; schema
 * src/shared/items/drop-down-rationale/schemas.ts): the sentence with 2 blanks (a dyad: "The client
 * is at risk for {{0}} as evidenced by {{1}}") or 3 (a triad: the cause {{0}}, then its effects
 * {{1}} and {{2}}), each blank with 3 to 5 choices and its key.
 */
export function DropDownRationaleEditor({ item, onChange, problems }: TypeEditorProps<'drop-down-rationale'>) {
  const { t } = useTranslation();
  return (
    <ClozeDropdownEditor
      item={item}
      onChange={onChange}
      problems={problems}
      textLabel={t('Rationale sentence with blanks')}
      blanks={{ min: 2, max: 3 }}
      legend={(index, count) =>
        t('Blank {{number}}: {{role}}', { number: index + 1, role: rationaleRole(index, count, t) })
      }
      hint={t(
        'Two blanks make a dyad (a finding and why); three make a triad: the cause first, then its two effects, each with its own words around it.',
      )}
    />
  );
}
