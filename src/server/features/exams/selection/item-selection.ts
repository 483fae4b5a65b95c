import type { FormKind, ItemFilter, SelectionRule } from '../../../../shared/exams/forms';
import type { ClientNeed } from '../../../../shared/exams/question-bank';
import { fixedSelection } from './fixed-selection';

/** An active item a form may draw, as a selection rule weighs it. */
export interface DrawableItem {
  id: string;
  clientNeeds: ClientNeed;
}

/** An active case study a form may draw: its id, subject and item ids in place order (six). */
export interface DrawableGroup {
  id: string;
  itemIds: string[];
}

/** An item an attempt has asked, as a selection rule sees it: the points it earned once committed. */
export interface AskedSoFar {
  itemId: string;
  /** Null until the answer is committed and scored. */
  earned: number | null;
  possible: number;
}

/** What a selection rule knows when it chooses the next items of an attempt. */
export interface SelectionStep {
  /** The form being taken: its title (for messages), its filter and its selection rule (a form is data). */
  form: { title: string; kind: FormKind; filter: ItemFilter; selection: SelectionRule };
  /** The most items the attempt asks: the form's count capped by the user's maximum (spec §6). */
  length: number;
  /** The items asked so far, in order (empty at the start). */
  asked: readonly AskedSoFar[];
  /** The active items the form's filter allows; read only when the rule asks for them. */
  pool(): Promise<DrawableItem[]>;
  /** The active case studies of the form's subjects; read only when the rule asks for them. */
  groups(): Promise<DrawableGroup[]>;
}

/**
 * Chooses the items an attempt asks, one step at a time (docs/architecture.md §6: the selection
 * rule is part of the form): `next` is called when the attempt starts and, for a rule that chooses
 * as it goes, after each committed answer (the adaptive test's next item for the current ability
 * estimate); it returns the ids of the items to append, in the order to ask them, and none when the
 * attempt asks no more. A case study comes as its six items in order, all at once (see
 * ItemGroupContent). Errors: 503 question_bank_too_small when the bank cannot fill the step.
 */
export interface ItemSelection {
  next(step: SelectionStep): Promise<string[]>;
}

/** The selection of each rule a form may name; TypeScript requires one for every rule. */
const SELECTIONS: Record<SelectionRule, ItemSelection> = {
  random: fixedSelection,
  'test-plan': fixedSelection,
  'case-study': fixedSelection,
};

/** The selection that carries out `rule`. */
export function itemSelectionFor(rule: SelectionRule): ItemSelection {
  return SELECTIONS[rule];
}
