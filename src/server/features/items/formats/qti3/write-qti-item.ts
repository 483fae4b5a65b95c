import { parsePassage } from '../../../../../shared/items/highlight-text/passage';
import { OPTION_LETTERS } from '../../../../../shared/items/option-letters';
import type { QuestionContent } from '../../../../../shared/items/registry';
import { beyondFormats } from '../common/beyond-formats';
import { escapeXml, textToHtml } from '../common/html-text';
import {
  attributes,
  keyedResponse,
  MAP_RESPONSE,
  MATCH_CORRECT,
  QTI_NAMESPACE,
  QTI_SCHEMA_LOCATION,
  responseDeclaration,
} from './qti-xml';

const QTI_SKIP_REASON =
  'QTI 3 has no response processing template for it (Nightingale writes multiple choice, select all that apply, select N, matrix multiple choice and response, calculation, drop-down cloze, drag-and-drop cloze, ordered response and highlight text).';

/** What an item type becomes: its declarations, its body after the stem, its processing, or why it is skipped. */
interface QtiParts {
  declarations: string[];
  /** The body; `stemFirst` puts the stem as paragraphs before it. */
  body: string;
  processing: string;
  hints?: Record<string, string | number>;
}

/** Identifiers A, B, C... for options (letters, as the exam shows them). */
const letter = (index: number) => OPTION_LETTERS[index] ?? `O${index + 1}`;
const template = (href: string) => `  <qti-response-processing template="${href}"/>`;
const simpleChoices = (options: string[], tag = 'qti-simple-choice') =>
  options
    .map((option, index) => `      <${tag} identifier="${letter(index)}">${escapeXml(option)}</${tag}>`)
    .join('\n');

/** Private-use characters marking slots inside a text before it becomes HTML. */
const slot = (index: number) => `\uE000${index}\uE001`;
const fillSlots = (htmlText: string, fill: (index: number) => string) =>
  htmlText.replace(/\uE000(\d+)\uE001/g, (_whole, index: string) => fill(Number(index)));
const withSlots = (text: string) => text.replace(/\{\{(\d+)\}\}/g, (_whole, index: string) => slot(Number(index)));

/** Custom response processing adding 1 to SCORE for each response that matches its correct response (drop-downs). */
function sumOfMatches(identifiers: string[]): string {
  const conditions = identifiers.map(
    (id) =>
      `    <qti-response-condition>\n      <qti-response-if>\n        <qti-match><qti-variable identifier="${id}"/><qti-correct identifier="${id}"/></qti-match>\n        <qti-set-outcome-value identifier="SCORE"><qti-sum><qti-variable identifier="SCORE"/><qti-base-value base-type="float">1</qti-base-value></qti-sum></qti-set-outcome-value>\n      </qti-response-if>\n    </qti-response-condition>`,
  );
  return `  <qti-response-processing>\n${conditions.join('\n')}\n  </qti-response-processing>`;
}

/** The QTI parts of `item`, or why QTI cannot carry it. */
function partsOf(item: QuestionContent): QtiParts | string {
  switch (item.itemType) {
    case 'multiple-choice':
      return {
        declarations: [
          responseDeclaration({
            identifier: 'RESPONSE',
            cardinality: 'single',
            baseType: 'identifier',
            correct: [letter(item.correctAnswer)],
          }),
        ],
        body: `    <qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="1">\n${simpleChoices(item.options)}\n    </qti-choice-interaction>`,
        processing: template(MATCH_CORRECT),
      };
    case 'select-all-that-apply':
    case 'select-n': {
      const sata = item.itemType === 'select-all-that-apply';
      const keys = item.correctAnswers.map(letter);
      return {
        declarations: [
          // SATA: +1 per key, -1 per distractor, floor 0 (NGN +/-); select N: +1 per key (1EdTech mapping, reference-data/qti3 README).
          keyedResponse('identifier', keys, sata ? -1 : 0, 0),
        ],
        body: `    <qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="${sata ? 0 : item.n}">\n${simpleChoices(item.options)}\n    </qti-choice-interaction>`,
        processing: template(MAP_RESPONSE),
        hints: { 'item-type': item.itemType },
      };
    }
    case 'matrix-multiple-choice':
    case 'matrix-multiple-response': {
      const pairs = item.rows.flatMap((_, row) => {
        const keys =
          item.itemType === 'matrix-multiple-choice'
            ? [item.correctAnswers[row] ?? 0]
            : (item.correctAnswers[row] ?? []);
        return keys.map((column) => `R${row + 1} C${column + 1}`);
      });
      const set = (texts: string[], prefix: string, max: number) =>
        `      <qti-simple-match-set>\n${texts
          .map(
            (text, index) =>
              `        <qti-simple-associable-choice identifier="${prefix}${index + 1}" match-max="${max}">${escapeXml(text)}</qti-simple-associable-choice>`,
          )
          .join('\n')}\n      </qti-simple-match-set>`;
      const single = item.itemType === 'matrix-multiple-choice';
      return {
        declarations: [keyedResponse('directedPair', pairs, single ? 0 : -1, 0)],
        body: `    <qti-match-interaction response-identifier="RESPONSE" shuffle="false" max-associations="${single ? item.rows.length : 0}">\n${set(item.rows, 'R', single ? 1 : item.columns.length)}\n${set(item.columns, 'C', item.rows.length)}\n    </qti-match-interaction>`,
        processing: template(MAP_RESPONSE),
        hints: { 'item-type': item.itemType },
      };
    }
    case 'calculation':
      return {
        declarations: [
          responseDeclaration({
            identifier: 'RESPONSE',
            cardinality: 'single',
            baseType: 'float',
            correct: [String(item.answer)],
          }),
        ],
        body: `    <p><qti-text-entry-interaction response-identifier="RESPONSE" expected-length="8"/> ${escapeXml(item.unit)}</p>`,
        processing: template(MATCH_CORRECT),
        hints: { unit: item.unit, decimals: item.decimals },
      };
    case 'drop-down-cloze': {
      const ids = item.dropdowns.map((_, index) => `RESPONSE_${index + 1}`);
      const body = fillSlots(textToHtml(withSlots(item.text)), (index) => {
        const options = item.dropdowns[index]?.options ?? [];
        return `<qti-inline-choice-interaction response-identifier="${ids[index]}" shuffle="false">${options
          .map((option, o) => `<qti-inline-choice identifier="${letter(o)}">${escapeXml(option)}</qti-inline-choice>`)
          .join('')}</qti-inline-choice-interaction>`;
      });
      return {
        declarations: item.dropdowns.map((dropdown, index) =>
          responseDeclaration({
            identifier: ids[index] ?? '',
            cardinality: 'single',
            baseType: 'identifier',
            correct: [letter(dropdown.correctAnswer)],
          }),
        ),
        body: `    ${body}`,
        processing: sumOfMatches(ids),
      };
    }
    case 'drag-and-drop-cloze': {
      const pairs = item.correctAnswers.map((token, gap) => `T${token + 1} G${gap + 1}`);
      const text = fillSlots(textToHtml(withSlots(item.text)), (index) => `<qti-gap identifier="G${index + 1}"/>`);
      return {
        declarations: [keyedResponse('directedPair', pairs, 0)],
        body: `    <qti-gap-match-interaction response-identifier="RESPONSE" shuffle="false">\n${item.tokens
          .map(
            (token, index) =>
              `      <qti-gap-text identifier="T${index + 1}" match-max="1">${escapeXml(token)}</qti-gap-text>`,
          )
          .join('\n')}\n      ${text}\n    </qti-gap-match-interaction>`,
        processing: template(MAP_RESPONSE),
      };
    }
    case 'ordered-response':
      return {
        declarations: [
          responseDeclaration({
            identifier: 'RESPONSE',
            cardinality: 'ordered',
            baseType: 'identifier',
            correct: item.correctOrder.map(letter),
          }),
        ],
        body: `    <qti-order-interaction response-identifier="RESPONSE" shuffle="false"${attributes({ 'max-choices': item.correctOrder.length < item.options.length ? item.correctOrder.length : undefined })}>\n${simpleChoices(item.options)}\n    </qti-order-interaction>`,
        processing: template(MATCH_CORRECT),
      };
    case 'highlight-text': {
      const parsed = parsePassage(item.passage);
      if ('error' in parsed) return `its passage cannot be read: ${parsed.error}`;
      const spans: string[] = [];
      const marked = parsed.runs
        .map((run) => {
          if (run.kind === 'text') return run.text;
          spans.push(run.text);
          return slot(run.index);
        })
        .join('');
      const keys = item.correctAnswers.map((index) => `H${index + 1}`);
      const passage = fillSlots(
        textToHtml(marked),
        (index) => `<qti-hottext identifier="H${index + 1}">${escapeXml(spans[index] ?? '')}</qti-hottext>`,
      );
      return {
        declarations: [keyedResponse('identifier', keys, -1, 0)],
        body: `    <qti-hottext-interaction response-identifier="RESPONSE" max-choices="0">\n      ${passage}\n    </qti-hottext-interaction>`,
        processing: template(MAP_RESPONSE),
      };
    }
    default:
      return QTI_SKIP_REASON;
  }
}

/** A QTI identifier for `id` (an NCName: it must start with a letter). */
export const qtiIdentifier = (id: string) => (/^[a-z]/.test(id) ? id : `item-${id}`);

/**
 * One item as a QTI 3 item XML, following the 1EdTech examples: response declarations with the
 * correct response (and a mapping where partial credit applies), outcome SCORE, the item body
 * (the stem as paragraphs, then the interaction), the rationale as `<qti-rubric-block use="rationale"
 * view="scorer">`, and the response processing template (custom for several drop-downs).
 * Nightingale's fields ride as `data-` attributes of `<qti-item-body>`. A string when QTI cannot carry it.
 */
export function writeQtiItem(item: QuestionContent): string | { identifier: string; xml: string } {
  const parts = partsOf(item);
  if (typeof parts === 'string') return parts;
  const beyond = beyondFormats(item, 'QTI 3');
  if (beyond) return beyond;
  const identifier = qtiIdentifier(item.id);
  const data = attributes({
    'data-id': item.id,
    'data-subject': item.subject,
    'data-topic': item.topic,
    'data-difficulty': item.difficulty,
    'data-client-needs': item.clientNeeds,
    'data-exams': item.exams?.join(' '),
    'data-reference': item.reference,
    ...Object.fromEntries(Object.entries(parts.hints ?? {}).map(([name, value]) => [`data-${name}`, value])),
  });
  const title = item.stem.length > 80 ? `${item.stem.slice(0, 77)}...` : item.stem;
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<qti-assessment-item xmlns="${QTI_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${QTI_SCHEMA_LOCATION}"${attributes({ identifier, title: title.replace(/\s+/g, ' ') })} adaptive="false" time-dependent="false" xml:lang="en-US">`,
    ...parts.declarations,
    '  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float">\n    <qti-default-value>\n      <qti-value>0</qti-value>\n    </qti-default-value>\n  </qti-outcome-declaration>',
    `  <qti-item-body${data}>`,
    `    ${textToHtml(item.stem)}`,
    parts.body,
    `    <qti-rubric-block use="rationale" view="scorer">\n      <qti-content-body>${textToHtml(item.explanation)}</qti-content-body>\n    </qti-rubric-block>`,
    '  </qti-item-body>',
    parts.processing,
    '</qti-assessment-item>',
    '',
  ].join('\n');
  return { identifier, xml };
}
