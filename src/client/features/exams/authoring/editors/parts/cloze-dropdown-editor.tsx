import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dropdown } from '../../../../../../shared/items/drop-down-cloze/dropdowns';
import { removeBlank } from './cloze-blanks';
import { blankDropdown } from './cloze-dropdown-edits';
import { DropdownFields } from './cloze-dropdown-fields';
import { type ClozeEditorProps, ClozeTextField, RemoveBlankButton } from './cloze-text-field';
import { insertAt, removeAt, replaceAt } from './h6-list';
import { TopProblems } from './h6-problem-list';
import { placeProblems } from './h6-problems';

/** The fields a drop-down cloze or drop-down rationale item has of its own. */
interface ClozeDropdownFields {
  text: string;
  dropdowns: Dropdown[];
}

interface ClozeDropdownEditorProps<T extends ClozeDropdownFields> extends ClozeEditorProps<T> {
  /** Blank i's legend, e.g. "Blank 1" or "Blank 1: the cause". */
  legend: (index: number, count: number) => string;
}

/**
 * The own fields of a drop-down cloze or drop-down rationale item (issue 28 item 1): its text with
 * "Insert blank" at the cursor, then per blank its choices and key (DropdownFields) with "Remove
 * blank" (down to the type's fewest). Inserting or removing a blank inserts or removes its
 * drop-down at the same place, so blank i stays drop-down i. Problems show under the text, under
 * the blank they name (`dropdowns.i`), else at the top.
 */
export function ClozeDropdownEditor<T extends ClozeDropdownFields>({
  item,
  onChange,
  problems,
  textLabel,
  blanks,
  legend,
  hint,
}: ClozeDropdownEditorProps<T>) {
  const count = item.dropdowns.length;
  const placed = placeProblems(problems, [
    'text',
    'dropdowns',
    ...item.dropdowns.map((_, index) => `dropdowns.${index}`),
  ]);
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <TopProblems problems={[...placed.top, ...placed.at('dropdowns')]} />
      <ClozeTextField
        label={textLabel}
        text={item.text}
        maxBlanks={blanks.max}
        blankCount={count}
        onText={(text) => onChange({ ...item, text })}
        onInsert={(text, index) =>
          onChange({ ...item, text, dropdowns: insertAt(item.dropdowns, blankDropdown(), index) })
        }
        problems={placed.at('text')}
        hint={hint}
      />
      {item.dropdowns.map((dropdown, index) => (
        <DropdownFields
          // biome-ignore lint/suspicious/noArrayIndexKey: blank i is drop-down i; the index is its identity.
          key={index}
          legend={legend(index, count)}
          name={t('blank {{number}}', { number: index + 1 })}
          dropdown={dropdown}
          onChange={(next) => onChange({ ...item, dropdowns: replaceAt(item.dropdowns, index, next) })}
          problems={placed.at(`dropdowns.${index}`)}
          actions={
            <RemoveBlankButton
              index={index}
              disabled={count <= blanks.min}
              onRemove={() =>
                onChange({ ...item, text: removeBlank(item.text, index), dropdowns: removeAt(item.dropdowns, index) })
              }
            />
          }
        />
      ))}
    </Stack>
  );
}
