/**
 * How the exam screen's keys answer items of one type (the keys A-E and 1-6 name parts 0-5; see
 * `use-exam-keyboard.ts`): how many parts of `view` they address, and the response after the key for
 * part `index` (null when nothing is left chosen). Each type's `keyboard.ts`, free of zod, so the
 * exam screen imports it without the schemas.
 */
export interface ItemKeyboard<View, Response> {
  parts(view: View): number;
  choose(response: Response | null, index: number): Response | null;
}
