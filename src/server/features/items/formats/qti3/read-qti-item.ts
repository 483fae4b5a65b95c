import { CLIENT_NEEDS, DIFFICULTIES } from '../../../../../shared/exams/question-bank';
import type { ImportProblem } from '../../../../../shared/item-bank/schemas';
import { buildReadQuestion } from '../common/build-item';
import { htmlToText } from '../common/html-text';
import { isItemId, type NightingaleFields, pickNightingaleFields } from '../common/nightingale-fields';
import { parseXmlSafely } from '../common/safe-xml';
import type { ReadQuestion } from '../types';
import { mapQtiItem, type QtiHints } from './map-qti-item';
import { responseDeclarations } from './qti-declarations';
import { attributeOf, findAll, findFirst, toHtml, type XmlNode } from './xml-tree';

/** Where an item sits: its position among the file's items and how a person finds it. */
export interface QtiItemSource {
  fileName: string;
  position: number;
  /** The item's path in the package ("id-1/qti-item.xml"), or the file's name. */
  path: string;
}

/** Nightingale's fields from the `data-` attributes of `<qti-item-body>` (docs/item-formats.md). */
function carriedFields(body: XmlNode): { fields: NightingaleFields; hints: QtiHints } {
  const data = (name: string) => attributeOf(body, `data-${name}`);
  const fields = pickNightingaleFields({
    id: data('id'),
    subject: data('subject'),
    topic: data('topic'),
    difficulty: DIFFICULTIES.find((difficulty) => difficulty === data('difficulty')),
    clientNeeds: CLIENT_NEEDS.find((need) => need === data('client-needs')),
    exams: data('exams')?.split(/\s+/),
    reference: data('reference'),
  });
  const hints: QtiHints = {};
  const itemType = data('item-type');
  if (itemType) hints.itemType = itemType;
  const unit = data('unit');
  if (unit) hints.unit = unit;
  const decimals = Number(data('decimals'));
  if (data('decimals') !== undefined && Number.isInteger(decimals)) hints.decimals = decimals;
  return { fields, hints };
}

/** The rationale: Nightingale's `<qti-rubric-block use="rationale">`, else the item's feedback texts joined. */
function rationaleOf(item: XmlNode): string {
  const rubric = findAll([item], 'qti-rubric-block').filter((block) => attributeOf(block, 'use') === 'rationale');
  const blocks =
    rubric.length > 0 ? rubric : [...findAll([item], 'qti-modal-feedback'), ...findAll([item], 'qti-feedback-block')];
  return blocks
    .map((block) => htmlToText(toHtml([block])))
    .filter((text) => text !== '')
    .join('\n\n');
}

/**
 * Reads one QTI 3 item (`<qti-assessment-item>`, namespace http://www.imsglobal.org/xsd/imsqtiasi_v3p0)
 * as a Nightingale item or a problem: its interaction mapped by `mapQtiItem`, its key from the
 * response declarations (correct response, else the mapping's positive entries; the response
 * processing template match_correct or map_response reads the same), the fields Nightingale wrote
 * on `<qti-item-body>`, the id from `data-id` or the identifier. Throws ItemFileError when the XML
 * declares a DTD or entities or is malformed (a package refuses the whole file for it).
 */
export function readQtiItem(
  source: QtiItemSource,
  text: string,
): { question: ReadQuestion } | { problem: ImportProblem } {
  const document = parseXmlSafely(source.path, text, { preserveOrder: true }) as XmlNode[];
  const item = findFirst(document, 'qti-assessment-item');
  const title = item ? (attributeOf(item, 'title') ?? attributeOf(item, 'identifier') ?? null) : null;
  const label = `item ${attributeOf(item ?? {}, 'identifier') ?? source.position} (${source.path})`;
  if (!item)
    return { problem: { question: label, reason: 'it is not a QTI 3 item: it has no <qti-assessment-item>.' } };
  const body = findFirst([item], 'qti-item-body') ?? { 'qti-item-body': [] };
  const { fields, hints } = carriedFields(body);
  const identifier = attributeOf(item, 'identifier');
  const mapping = mapQtiItem(body, responseDeclarations(item), hints);
  const carried = { ...(isItemId(identifier) ? { id: identifier } : {}), ...fields };
  const outcome = buildReadQuestion(
    {
      fileName: source.fileName,
      position: source.position,
      title,
      category: null,
      stem: mapping.stem,
      explanation: rationaleOf(item),
    },
    mapping.result,
    carried,
  );
  // QTI labels name the item and its file, as the importer's report shows them.
  return 'question' in outcome
    ? { question: { ...outcome.question, label } }
    : { problem: { ...outcome.problem, question: label } };
}
