import type { ItemType, ResponseOf, SolutionOf, ViewOf } from '../../../../shared/items/registry';

/** What the input of an item of type `T` gets (any type by default). */
export interface ItemInputProps<T extends ItemType = ItemType> {
  view: ViewOf<T>;
  response: ResponseOf<T> | null;
  onChange: (response: ResponseOf<T> | null) => void;
  disabled: boolean;
  /** The id of the element that names the input (the stem). */
  labelledBy: string;
  /** Once scored (after submission, or a Tutor-mode check): the key, marked beside the options. */
  solution?: SolutionOf<T>;
}
