import { Checkbox, Radio, SimpleGrid } from '@mantine/core';
import { BOW_TIE } from '../../../../../shared/items/bow-tie/schemas';
import type { TypeEditorProps } from './editor-props';
import { problemsFor, remapKeys, toggleKey } from './list-ops';
import { OptionListEditor } from './OptionListEditor';

/**
 * The bow-tie editor (NCSBN NGN; docs/item-types.md): its fixed lists, 4 conditions (one key, the
 * centre: a radio "Condition 1 is the key"), 5 actions to take and 5 parameters to monitor (two keys
 * each: checkboxes "Action 1 is a key"). Entries move with their keys; the counts are fixed. The lists
 * stand one under another: beside the preview, three columns left each option a few words wide.
 */
export function BowTieEditor({ item, onChange, problems }: TypeEditorProps<'bow-tie'>) {
  return (
    <SimpleGrid cols={1} spacing="lg">
      <OptionListEditor
        legend="Conditions (choose the 1 key)"
        problems={problemsFor(problems, 'conditions', 'correctCondition')}
        items={item.conditions}
        min={BOW_TIE.conditions}
        max={BOW_TIE.conditions}
        itemLabel={(index) => `Condition ${index + 1}`}
        addLabel="Add condition"
        onChange={(conditions, map) =>
          onChange({ ...item, conditions, correctCondition: map(item.correctCondition) ?? 0 })
        }
        renderKey={(index) => (
          <Radio
            name={`bow-tie-condition-${item.id}`}
            aria-label={`Condition ${index + 1} is the key`}
            checked={item.correctCondition === index}
            onChange={() => onChange({ ...item, correctCondition: index })}
          />
        )}
      />
      <OptionListEditor
        legend={`Actions to take (tick the ${BOW_TIE.perWing} keys)`}
        problems={problemsFor(problems, 'actions', 'correctActions')}
        items={item.actions}
        min={BOW_TIE.actions}
        max={BOW_TIE.actions}
        itemLabel={(index) => `Action ${index + 1}`}
        addLabel="Add action"
        onChange={(actions, map) => onChange({ ...item, actions, correctActions: remapKeys(item.correctActions, map) })}
        renderKey={(index) => (
          <Checkbox
            aria-label={`Action ${index + 1} is a key`}
            checked={item.correctActions.includes(index)}
            onChange={(event) =>
              onChange({ ...item, correctActions: toggleKey(item.correctActions, index, event.currentTarget.checked) })
            }
          />
        )}
      />
      <OptionListEditor
        legend={`Parameters to monitor (tick the ${BOW_TIE.perWing} keys)`}
        problems={problemsFor(problems, 'parameters', 'correctParameters')}
        items={item.parameters}
        min={BOW_TIE.parameters}
        max={BOW_TIE.parameters}
        itemLabel={(index) => `Parameter ${index + 1}`}
        addLabel="Add parameter"
        onChange={(parameters, map) =>
          onChange({ ...item, parameters, correctParameters: remapKeys(item.correctParameters, map) })
        }
        renderKey={(index) => (
          <Checkbox
            aria-label={`Parameter ${index + 1} is a key`}
            checked={item.correctParameters.includes(index)}
            onChange={(event) =>
              onChange({
                ...item,
                correctParameters: toggleKey(item.correctParameters, index, event.currentTarget.checked),
              })
            }
          />
        )}
      />
    </SimpleGrid>
  );
}
