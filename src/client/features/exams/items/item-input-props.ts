import type { ItemResponse, ItemSolution, ItemView } from '../../../../shared/items/registry';

/** What every item type's input component gets. */
export interface ItemInputProps {
  view: ItemView;
  response: ItemResponse | null;
  onChange: (response: ItemResponse | null) => void;
  disabled: boolean;
  /** The id of the element that names the input (the stem). */
  labelledBy: string;
  /** Once scored (after submission, or a Tutor-mode check): the key, marked beside the options. */
  solution?: ItemSolution;
}
