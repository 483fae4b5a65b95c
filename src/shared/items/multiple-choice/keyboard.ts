import type { ItemKeyboard } from '../item-keyboard';
import type { MultipleChoiceResponse, MultipleChoiceView } from './schemas';

/** The keys A-D (or 1-4) choose an option; a new one replaces the answer. No zod: the exam screen imports it. */
export const multipleChoiceKeyboard: ItemKeyboard<MultipleChoiceView, MultipleChoiceResponse> = {
  parts: (view) => view.options.length,
  choose: (_response, index) => ({ choice: index }),
};
