import { msg } from '../i18n/msg';

/**
 * The item-writing rules every item of the bank meets whatever its type (issue 24), each broken one
 * as a sentence:
 * - `exams` lists the licensure exams the item fits (RN, PN or both);
 * - the reference is one a nurse can check: a guideline or report with its year ("AHA Guidelines for
 *   CPR and ECC 2020"), a textbook with its edition ("12th ed."), or a named drug reference
 *   (Lexicomp, Micromedex, Davis's Drug Guide, DailyMed, the FDA prescribing information, ISMP,
 *   USP); never a bare "textbook" or "standard drug reference".
 */
const BARE_REFERENCE = /\btextbook\b|\bstandard drug reference\b|\bdrug handbook\b/i;
const CHECKABLE_REFERENCE =
  /\b(?:19|20)\d{2}\b|\b\d+(?:st|nd|rd|th) ed\b|Lexicomp|Micromedex|Davis's Drug Guide|DailyMed|prescribing information|\bFDA\b|\bISMP\b|\bUSP\b/i;

/** The fields the common rules read. */
interface CommonItemFields {
  reference: string;
  exams?: readonly string[];
}

/** The flaws of `item` under the common rules (empty when it meets them all). */
export function commonItemFlaws(item: CommonItemFields): string[] {
  const flaws: string[] = [];
  if (!item.exams) flaws.push(msg('exams must list the exams the item fits: ["rn"], ["pn"] or ["rn", "pn"].'));
  if (BARE_REFERENCE.test(item.reference)) {
    flaws.push(
      msg(
        'the reference names a bare textbook or drug reference: name a guideline with its year, a textbook with its edition or a named drug reference.',
      ),
    );
  } else if (!CHECKABLE_REFERENCE.test(item.reference)) {
    flaws.push(
      msg(
        'the reference must give a year, an edition ("12th ed.") or a named drug reference (Lexicomp, Micromedex, Davis\'s Drug Guide, DailyMed, FDA prescribing information), so a nurse can check it.',
      ),
    );
  }
  return flaws;
}
