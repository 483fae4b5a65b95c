/**
 * Content rules shared by the highlight types (text and table), whose parts have names rather than
 * letters: a span by its text, a row by its first cell. No zod.
 */

const ABSOLUTE_WORD = /\b(?:always|never)\b/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the explanation says of the part named `name`: "correct" or "wrong" when it has
 * `"<name>" is correct` / `"<name>" is wrong` (straight or curly quotes, case ignored), else null.
 */
export function rationaleVerdict(explanation: string, name: string): 'correct' | 'wrong' | null {
  const pattern = new RegExp(`["“]${escapeRegExp(name.trim())}["”]\\s+is\\s+(correct|wrong)\\b`, 'i');
  const verdict = explanation.match(pattern)?.[1]?.toLowerCase();
  return verdict === 'correct' || verdict === 'wrong' ? verdict : null;
}

/**
 * Flaws of a highlight item's parts (`names`: a span's text or a row's first cell, by index;
 * `keys`: the keyed indexes; `kind`: "span" or "row"), each a sentence:
 * - two parts with the same name: the rationale cannot tell them apart;
 * - a part not discussed in the explanation as `"<name>" is correct because ...` or `... is wrong ...`,
 *   or discussed with the wrong verdict for its key;
 * - an absolute word (always, never) in parts that are not keys while no key has one.
 */
export function highlightPartFlaws(
  explanation: string,
  names: readonly string[],
  keys: readonly number[],
  kind: 'span' | 'row',
): string[] {
  const flaws: string[] = [];
  const seen = new Map<string, number>();
  names.forEach((name, index) => {
    const earlier = seen.get(name.trim().toLowerCase());
    if (earlier !== undefined) {
      flaws.push(
        `${kind}s ${earlier} and ${index} are both named "${name}": the rationale names each ${kind} by ${kind === 'span' ? 'its text' : 'its first cell'}, so make them different.`,
      );
    } else {
      seen.set(name.trim().toLowerCase(), index);
    }
  });
  names.forEach((name, index) => {
    const isKey = keys.includes(index);
    const verdict = rationaleVerdict(explanation, name);
    if (!verdict) {
      flaws.push(
        `the explanation does not discuss ${kind} ${index} (as in "“${name}” is ${isKey ? 'correct' : 'wrong'} because ...").`,
      );
    } else if ((verdict === 'correct') !== isKey) {
      flaws.push(
        `the explanation says “${name}” is ${verdict}, but ${kind} ${index} is ${isKey ? 'a key' : 'not a key'} in correctAnswers.`,
      );
    }
  });
  const keyHasAbsolute = keys.some((key) => ABSOLUTE_WORD.test(names[key] ?? ''));
  if (!keyHasAbsolute) {
    names.forEach((name, index) => {
      const word = name.match(ABSOLUTE_WORD)?.[0];
      if (!keys.includes(index) && word) {
        flaws.push(
          `${kind} ${index} (“${name}”) uses the absolute word "${word}" and no key does: it cues the answer.`,
        );
      }
    });
  }
  return flaws;
}
