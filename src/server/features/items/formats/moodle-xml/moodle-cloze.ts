/**
 * Moodle's Cloze (embedded answers, "multianswer") question text: `{1:MULTICHOICE:=right#fb~wrong}`
 * parts inside the text (Moodle docs "Embedded Answers (Cloze) question type"). Only drop-downs
 * map to Nightingale (drop-down cloze), and a part Moodle itself refuses is a problem
 * (`format_xml.broken_cloze_questions.xml`).
 */

/** One embedded part: its type as written and its answers with their weights in percent. */
export interface ClozePart {
  type: string;
  answers: { text: string; weight: number }[];
}

const PART = /\{(\d*):([A-Z_]+):((?:\\.|[^}\\])*)\}|\{(\d*):([A-Z_]+)\}/g;

/** The one-answer choice parts (a drop-down, or its radio-button forms _V and _H, shuffled or not): each maps to a drop-down. */
const CHOICE_TYPES = new Set([
  'MULTICHOICE',
  'MC',
  'MULTICHOICE_S',
  'MCS',
  'MULTICHOICE_V',
  'MCV',
  'MULTICHOICE_H',
  'MCH',
  'MULTICHOICE_VS',
  'MCVS',
  'MULTICHOICE_HS',
  'MCHS',
]);

/** Splits on `sep` where it is not escaped with a backslash. */
function splitUnescaped(text: string, sep: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    if (char === '\\' && i + 1 < text.length) {
      current += char + (text[i + 1] ?? '');
      i++;
    } else if (char === sep) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

const unescapeCloze = (text: string) => text.replace(/\\(.)/g, '$1');

/** The answers of a part's body `=right#fb~%50%half~wrong`. */
function answersOf(body: string): ClozePart['answers'] {
  if (body.trim() === '') return [];
  return splitUnescaped(body, '~')
    .filter((answer) => answer.trim() !== '')
    .map((answer) => {
      const [withWeight = ''] = splitUnescaped(answer, '#');
      const weighted = /^%(-?\d+(?:\.\d+)?)%/.exec(withWeight);
      if (withWeight.startsWith('=')) return { text: unescapeCloze(withWeight.slice(1)).trim(), weight: 100 };
      if (weighted?.[1])
        return { text: unescapeCloze(withWeight.slice(weighted[0].length)).trim(), weight: Number(weighted[1]) };
      return { text: unescapeCloze(withWeight).trim(), weight: 0 };
    });
}

/**
 * The text with each part replaced by `{{i}}` and the parts, or why it is not a drop-down cloze
 * Nightingale can read: no parts, a part that is not a drop-down (MULTICHOICE), a drop-down with
 * fewer than two choices or without one answer worth 100%.
 */
export function readCloze(text: string): { text: string; parts: ClozePart[] } | { error: string } {
  const parts: ClozePart[] = [];
  const replaced = text.replace(PART, (_whole, _n1, type1?: string, body1?: string, _n2?: string, type2?: string) => {
    parts.push({ type: type1 ?? type2 ?? '', answers: answersOf(body1 ?? '') });
    return `{{${parts.length - 1}}}`;
  });
  if (parts.length === 0) return { error: 'a cloze question without embedded answers: it has nothing to answer.' };
  for (const [index, part] of parts.entries()) {
    const name = `part ${index + 1} (${part.type})`;
    if (part.type === 'NUMERICAL' || part.type === 'NM') {
      const bad = part.answers.find((answer) => !Number.isFinite(Number(answer.text)) || answer.text === '');
      if (bad || part.answers.length === 0) {
        return { error: `${name} has the answer "${bad?.text ?? ''}", which is not a number.` };
      }
      return { error: `${name} is a number to type: only drop-down (MULTICHOICE) parts map, to a drop-down cloze.` };
    }
    if (!CHOICE_TYPES.has(part.type)) {
      return { error: `${name}: only drop-down (MULTICHOICE) parts map, to a drop-down cloze.` };
    }
    if (part.answers.length === 0) return { error: `${name} has no choices.` };
    if (part.answers.length < 2) return { error: `${name} has only one choice.` };
    if (part.answers.filter((answer) => answer.weight === 100).length !== 1) {
      return { error: `${name} has no completely correct answer (one choice must be worth 100%).` };
    }
  }
  return { text: replaced, parts };
}
