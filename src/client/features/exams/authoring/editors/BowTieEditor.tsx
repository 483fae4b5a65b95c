import { Checkbox, Radio, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={1} spacing="lg">
      <OptionListEditor
        legend={t('Conditions (choose the 1 key)')}
        problems={problemsFor(problems, 'conditions', 'correctCondition')}
        items={item.conditions}
        min={BOW_TIE.conditions}
        max={BOW_TIE.conditions}
        itemLabel={(index) => t('Condition {{number}}', { number: index + 1 })}
        addLabel={t('Add condition')}
        onChange={(conditions, map) =>
          onChange({ ...item, conditions, correctCondition: map(item.correctCondition) ?? 0 })
        }
        renderKey={(index) => (
          <Radio
            name={`bow-tie-condition-${item.id}`}
            aria-label={t('Condition {{number}} is the key', { number: index + 1 })}
            checked={item.correctCondition === index}
            onChange={() => onChange({ ...item, correctCondition: index })}
          />
        )}
      />
      <OptionListEditor
        legend={t('Actions to take (tick the {{number}} keys)', { number: BOW_TIE.perWing })}
        problems={problemsFor(problems, 'actions', 'correctActions')}
        items={item.actions}
        min={BOW_TIE.actions}
        max={BOW_TIE.actions}
        itemLabel={(index) => t('Action {{number}}', { number: index + 1 })}
        addLabel={t('Add action')}
        onChange={(actions, map) => onChange({ ...item, actions, correctActions: remapKeys(item.correctActions, map) })}
        renderKey={(index) => (
          <Checkbox
            aria-label={t('Action {{number}} is a key', { number: index + 1 })}
            checked={item.correctActions.includes(index)}
            onChange={(event) =>
              onChange({ ...item, correctActions: toggleKey(item.correctActions, index, event.currentTarget.checked) })
            }
          />
        )}
      />
      <OptionListEditor
        legend={t('Parameters to monitor (tick the {{number}} keys)', { number: BOW_TIE.perWing })}
        problems={problemsFor(problems, 'parameters', 'correctParameters')}
        items={item.parameters}
        min={BOW_TIE.parameters}
        max={BOW_TIE.parameters}
        itemLabel={(index) => t('Parameter {{number}}', { number: index + 1 })}
        addLabel={t('Add parameter')}
        onChange={(parameters, map) =>
          onChange({ ...item, parameters, correctParameters: remapKeys(item.correctParameters, map) })
        }
        renderKey={(index) => (
          <Checkbox
            aria-label={t('Parameter {{number}} is a key', { number: index + 1 })}
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
