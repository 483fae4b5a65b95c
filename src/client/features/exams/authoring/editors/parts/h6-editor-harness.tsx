import { type ReactNode, useState } from 'react';

/**
 * For the editors' unit tests (issue 28): the common fields of an item, filled in as the page
 * would, and a harness that keeps the item an editor changes in state (as the page does) and
 * reports each change to `onChange`.
 */

/** The rationale the tests' items carry (item content, in English). */
const EXPLANATION = 'The explanation, as the page edits it.';

/** The common fields a page fills around a type editor. */
export const commonFields = {
  id: 'draft-001',
  stem: 'A client takes furosemide 40 mg daily. Complete the sentence.',
  explanation: EXPLANATION,
  subject: 'Pharmacology',
  topic: 'Loop diuretics',
  difficulty: 'medium',
  clientNeeds: 'Pharmacological and Parenteral Therapies',
  reference: 'A drug reference.',
} as const;

interface HarnessProps<T> {
  initial: T;
  onChange: (value: T) => void;
  render: (value: T, change: (value: T) => void) => ReactNode;
}

/** Renders `render(value, change)` with the value kept in state; every change is also passed to `onChange`. */
export function EditorHarness<T>({ initial, onChange, render }: HarnessProps<T>) {
  const [value, setValue] = useState(initial);
  return render(value, (next) => {
    setValue(next);
    onChange(next);
  });
}
