import { z } from 'zod/mini';
import { msg } from '../../i18n/msg';
import { itemText } from '../fields';

/**
 * What both matrix types (matrix multiple choice and matrix multiple response) share: their row and
 * column texts, and the item-writing flaws of a grid whose rows the rationale discusses as
 * "Row 1 ...", "Row 2 ..." (rows are numbered from 1 on screen, in the score note and in the
 * rationale; indexes in the JSON are zero-based).
 */

/**
 * `field` ("rows" or "columns"): `min`-`max` texts of at most `maxLength` characters, all different
 * (case ignored); every message names the field, like "rows must hold 4 to 10 texts.".
 */
export const matrixTextsSchema = (field: 'rows' | 'columns', min: number, max: number, maxLength: number) => {
  const size = min === max ? `exactly ${min}` : `${min} to ${max}`;
  const each = field === 'rows' ? msg('each row') : msg('each column');
  return z.array(itemText(each, maxLength), { error: `${field} must be a list of ${size} texts.` }).check(
    z.minLength(min, { error: `${field} must hold ${size} texts.` }),
    z.maxLength(max, { error: `${field} must hold ${size} texts.` }),
    z.refine((texts) => new Set(texts.map((text) => text.toLowerCase())).size === texts.length, {
      error: `${field} must all be different.`,
    }),
  );
};

const NOT_A_REAL_CHOICE = /\b(?:all|none) of the above\b/i;

/**
 * Flaws of any matrix item, each a sentence:
 * - a row or column "all of the above" / "none of the above": write a real one;
 * - the explanation must discuss every row as "Row 1 ...", "Row 2 ..." (a rationale for every part);
 * - the explanation must not discuss a row the item does not have.
 */
export function matrixFlaws(item: { rows: readonly string[]; columns: readonly string[]; explanation: string }) {
  const flaws: string[] = [];
  item.rows.forEach((row, index) => {
    if (NOT_A_REAL_CHOICE.test(row)) flaws.push(`row ${index + 1} is "${row}": write a real, specific row instead.`);
  });
  item.columns.forEach((column) => {
    if (NOT_A_REAL_CHOICE.test(column)) flaws.push(`column "${column}" is not a real choice: name a specific one.`);
  });
  item.rows.forEach((_, index) => {
    if (!new RegExp(`\\bRow ${index + 1}\\b`).test(item.explanation)) {
      flaws.push(
        `the explanation does not discuss row ${index + 1} (as in "Row ${index + 1} (...) is ... because ...").`,
      );
    }
  });
  const named = new Set([...item.explanation.matchAll(/\bRow (\d+)\b/g)].map((match) => Number(match[1])));
  for (const number of named) {
    if (number < 1 || number > item.rows.length) {
      flaws.push(`the explanation discusses row ${number}, but the item has rows 1 to ${item.rows.length}.`);
    }
  }
  return flaws;
}

/** '"Indicated"' for column 0 of ["Indicated", ...], in sentences about a column. */
export const quoted = (text: string | undefined) => `"${text ?? ''}"`;

/** 'columns 0 ("Indicated") to 1 ("Not indicated")' of a view's columns, for sentences refusing a response. */
export const columnRange = (columns: readonly string[]) =>
  `columns 0 (${quoted(columns[0])}) to ${columns.length - 1} (${quoted(columns.at(-1))})`;
