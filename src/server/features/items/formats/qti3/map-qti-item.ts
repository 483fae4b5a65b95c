import { type Mapped, mapped, unmappable } from '../common/build-item';
import { mapChoiceQuestion } from '../common/choice-mapping';
import { decimalPlaces } from '../common/file-text';
import { htmlToText } from '../common/html-text';
import { keyOf, type ResponseDeclaration } from './qti-declarations';
import { interactionName, isInteraction, SUPPORTED_INTERACTIONS } from './qti-interactions';
import { attributeOf, childrenNamed, childrenOf, findAll, nameOf, toHtml, type XmlNode } from './xml-tree';

/** The type hints Nightingale writes on `<qti-item-body>` (data-item-type, data-unit, data-decimals). */
export interface QtiHints {
  itemType?: string;
  unit?: string;
  decimals?: number;
}

/** The stem an item gets when its text has nothing before its first slot. */
export const DEFAULT_QTI_STEM = 'Choose the words that complete the text.';

/** A mapped item with its stem. */
export interface QtiMapping {
  result: Mapped;
  stem: string;
}

/** Elements never part of the stem: the rationale Nightingale writes and feedback. */
const HIDDEN = new Set(['qti-rubric-block', 'qti-feedback-block', 'qti-feedback-inline', 'qti-modal-feedback']);

/** The plain text of `nodes`, with interactions and hidden elements left out unless `replace` says otherwise. */
function plainText(nodes: XmlNode[], replace: (node: XmlNode) => string | undefined = () => undefined): string {
  return htmlToText(
    toHtml(nodes, (node) => {
      const own = replace(node);
      if (own !== undefined) return own;
      const name = nameOf(node);
      return HIDDEN.has(name) || isInteraction(name) ? '' : undefined;
    }),
  );
}

/** The prompt of an interaction, if it has one. */
const promptOf = (interaction: XmlNode) =>
  childrenNamed(interaction, 'qti-prompt')
    .map((p) => plainText([p]))
    .join('\n\n');

/** The stem of an item with one block interaction: the body's text around it, then its prompt. */
function blockStem(body: XmlNode, interaction: XmlNode): string {
  return [plainText(childrenOf(body)), promptOf(interaction)].filter((part) => part !== '').join('\n\n');
}

/** Splits a text with slots `{{i}}` at the first paragraph holding one: the paragraphs before are the stem. */
function splitAtSlot(text: string, marker: string): { stem: string; text: string } {
  const paragraphs = text.split('\n\n');
  const first = paragraphs.findIndex((paragraph) => paragraph.includes(marker));
  if (first <= 0) return { stem: DEFAULT_QTI_STEM, text };
  return { stem: paragraphs.slice(0, first).join('\n\n'), text: paragraphs.slice(first).join('\n\n') };
}

const choiceTexts = (interaction: XmlNode, choiceName: string) =>
  findAll([interaction], choiceName).map((choice) => ({
    id: attributeOf(choice, 'identifier') ?? '',
    text: plainText(childrenOf(choice)),
  }));

/** A choice interaction: one answer to multiple choice; `max-choices` 0 (or every option) to SATA; N to select N. */
function choice(interaction: XmlNode, declaration: ResponseDeclaration | undefined, hints: QtiHints): Mapped {
  const options = choiceTexts(interaction, 'qti-simple-choice');
  const keys = keyOf(declaration);
  const maxChoices = Number(attributeOf(interaction, 'max-choices') ?? '1');
  const single = declaration?.cardinality === 'single' || maxChoices === 1;
  if (single) {
    return mapChoiceQuestion(
      options.map((option) => ({ text: option.text, weight: keys.includes(option.id) ? 100 : 0 })),
      '',
      true,
    );
  }
  const share = 100 / Math.max(keys.length, 1);
  const weighted = options.map((option) => ({ text: option.text, weight: keys.includes(option.id) ? share : 0 }));
  if (maxChoices === 0 || maxChoices >= options.length) {
    return mapChoiceQuestion(weighted, '', false, hints.itemType === 'select-n' ? 'select-n' : 'select-all-that-apply');
  }
  if (maxChoices !== keys.length) {
    return unmappable(
      `max-choices is ${maxChoices} but the key has ${keys.length} options: a select-N item has N keys.`,
    );
  }
  return mapChoiceQuestion(weighted, '', false, 'select-n');
}

/** A match interaction: rows (first set) against columns (second set); one key per row to matrix multiple choice, else multiple response. */
function match(interaction: XmlNode, declaration: ResponseDeclaration | undefined, hints: QtiHints): Mapped {
  const sets = findAll([interaction], 'qti-simple-match-set');
  const [rowSet, columnSet] = sets;
  if (!rowSet || !columnSet) return unmappable('a match interaction needs two sets: rows and columns.');
  const rows = choiceTexts(rowSet, 'qti-simple-associable-choice');
  const columns = choiceTexts(columnSet, 'qti-simple-associable-choice');
  const pairs = keyOf(declaration).map((pair) => pair.trim().split(/\s+/));
  const keysOfRow = rows.map((row) =>
    pairs
      .filter(([source]) => source === row.id)
      .map(([, target]) => columns.findIndex((column) => column.id === target)),
  );
  const fields = { columns: columns.map((column) => column.text), rows: rows.map((row) => row.text) };
  if (hints.itemType !== 'matrix-multiple-response' && keysOfRow.every((keys) => keys.length === 1)) {
    return mapped('matrix-multiple-choice', { ...fields, correctAnswers: keysOfRow.map((keys) => keys[0]) });
  }
  return mapped('matrix-multiple-response', { ...fields, correctAnswers: keysOfRow });
}

/** An order interaction: the choices in their order on screen, the key the order of the correct response. */
function order(interaction: XmlNode, declaration: ResponseDeclaration | undefined): Mapped {
  const options = choiceTexts(interaction, 'qti-simple-choice');
  const correctOrder = keyOf(declaration).map((id) => options.findIndex((option) => option.id === id));
  return mapped('ordered-response', { options: options.map((option) => option.text), correctOrder });
}

/** A hottext interaction: its content as the passage, each hottext a span `[[...]]`; the key the keyed hottexts. */
function hottext(body: XmlNode, interaction: XmlNode, declaration: ResponseDeclaration | undefined): QtiMapping {
  const ids = findAll([interaction], 'qti-hottext').map((node) => attributeOf(node, 'identifier') ?? '');
  const passage = plainText(
    childrenOf(interaction).filter((node) => nameOf(node) !== 'qti-prompt'),
    (node) => (nameOf(node) === 'qti-hottext' ? `[[${plainText(childrenOf(node))}]]` : undefined),
  );
  const keys = keyOf(declaration);
  return {
    result: mapped('highlight-text', {
      passage,
      correctAnswers: ids.flatMap((id, index) => (keys.includes(id) ? [index] : [])),
    }),
    stem: blockStem(body, interaction) || DEFAULT_QTI_STEM,
  };
}

/** Inline choices as a drop-down cloze: each interaction a drop-down, the text around them the sentence. */
function inlineChoices(
  body: XmlNode,
  interactions: XmlNode[],
  declarations: Map<string, ResponseDeclaration>,
): QtiMapping {
  const dropdowns = interactions.map((interaction) => {
    const options = choiceTexts(interaction, 'qti-inline-choice');
    const key = keyOf(declarations.get(attributeOf(interaction, 'response-identifier') ?? ''))[0];
    return {
      options: options.map((option) => option.text),
      correctAnswer: options.findIndex((option) => option.id === key),
    };
  });
  const text = plainText(childrenOf(body), (node) =>
    nameOf(node) === 'qti-inline-choice-interaction' ? `{{${interactions.indexOf(node)}}}` : undefined,
  );
  const split = splitAtSlot(text, '{{');
  return { result: mapped('drop-down-cloze', { text: split.text, dropdowns }), stem: split.stem };
}

/** A gap match as a drag-and-drop cloze: the gap texts are the tokens, each gap a target. */
function gapMatch(body: XmlNode, interaction: XmlNode, declaration: ResponseDeclaration | undefined): QtiMapping {
  const tokens = choiceTexts(interaction, 'qti-gap-text');
  const gaps = findAll([interaction], 'qti-gap').map((gap) => attributeOf(gap, 'identifier') ?? '');
  const pairs = keyOf(declaration).map((pair) => pair.trim().split(/\s+/));
  const text = plainText(
    childrenOf(interaction).filter((node) => nameOf(node) !== 'qti-gap-text' && nameOf(node) !== 'qti-prompt'),
    (node) => (nameOf(node) === 'qti-gap' ? `{{${gaps.indexOf(attributeOf(node, 'identifier') ?? '')}}}` : undefined),
  );
  const correctAnswers = gaps.map((gap) => {
    const pair = pairs.find(([, target]) => target === gap);
    return tokens.findIndex((token) => token.id === pair?.[0]);
  });
  const stem = blockStem(body, interaction);
  return {
    result: mapped('drag-and-drop-cloze', { text, tokens: tokens.map((token) => token.text), correctAnswers }),
    stem: stem || DEFAULT_QTI_STEM,
  };
}

/** A text entry with a numeric key as a calculation: the unit is the text after the box (or the hint's). */
function textEntry(body: XmlNode, declaration: ResponseDeclaration | undefined, hints: QtiHints): QtiMapping {
  const whole = plainText(childrenOf(body), (node) =>
    nameOf(node) === 'qti-text-entry-interaction' ? '{{0}}' : undefined,
  );
  const split = splitAtSlot(whole, '{{0}}');
  const after = split.stem === DEFAULT_QTI_STEM ? '' : split.text.replace('{{0}}', '').trim();
  const stem = split.stem === DEFAULT_QTI_STEM ? whole.replace('{{0}}', '____') : split.stem;
  const key = keyOf(declaration)[0] ?? '';
  if (!/^-?\d+(\.\d+)?$/.test(key.trim())) {
    return {
      result: unmappable(
        'a text entry whose answer is not a number has no NCLEX item type (only a number maps, to calculation).',
      ),
      stem,
    };
  }
  const answer = Number(key);
  const decimals = hints.decimals ?? decimalPlaces(answer);
  if (decimals > 2)
    return {
      result: unmappable(`the answer ${answer} has more than 2 decimals: a calculation rounds to 0, 1 or 2.`),
      stem,
    };
  const unit = hints.unit ?? (after !== '' && after.length <= 24 ? after : 'unit to be set');
  return { result: mapped('calculation', { answer, unit, decimals }), stem };
}

/**
 * An item's interactions mapped to a Nightingale item (docs/item-formats.md, "QTI 3"): one kind of
 * supported interaction per item (inline choices may be several); an unsupported interaction is a
 * problem naming it, as is an item that combines kinds or has none.
 */
export function mapQtiItem(body: XmlNode, declarations: Map<string, ResponseDeclaration>, hints: QtiHints): QtiMapping {
  const all: XmlNode[] = [];
  const visit = (nodes: XmlNode[]) => {
    for (const node of nodes) {
      if (isInteraction(nameOf(node))) all.push(node);
      else visit(childrenOf(node));
    }
  };
  visit(childrenOf(body));
  const fallbackStem = plainText(childrenOf(body)) || DEFAULT_QTI_STEM;
  const unsupported = [...new Set(all.map(nameOf).filter((name) => !SUPPORTED_INTERACTIONS.has(name)))];
  if (unsupported.length > 0) {
    const names = unsupported.map(interactionName).join(', ');
    return { result: unmappable(`the ${names} interaction has no NCLEX item type.`), stem: fallbackStem };
  }
  const kinds = [...new Set(all.map(nameOf))];
  const first = all[0];
  if (!first) return { result: unmappable('it has no interaction: nothing to answer.'), stem: fallbackStem };
  if (kinds.length > 1) {
    return {
      result: unmappable(
        `it combines ${kinds.map(interactionName).join(' and ')} interactions: a Nightingale item has one kind of answer.`,
      ),
      stem: fallbackStem,
    };
  }
  const kind = kinds[0];
  if (kind !== 'qti-inline-choice-interaction' && all.length > 1) {
    return {
      result: unmappable(
        `it has ${all.length} ${interactionName(kind ?? '')} interactions: a Nightingale item has one.`,
      ),
      stem: fallbackStem,
    };
  }
  const declaration = declarations.get(attributeOf(first, 'response-identifier') ?? '');
  switch (kind) {
    case 'qti-choice-interaction':
      return { result: choice(first, declaration, hints), stem: blockStem(body, first) };
    case 'qti-match-interaction':
      return { result: match(first, declaration, hints), stem: blockStem(body, first) };
    case 'qti-order-interaction':
      return { result: order(first, declaration), stem: blockStem(body, first) };
    case 'qti-hottext-interaction':
      return hottext(body, first, declaration);
    case 'qti-inline-choice-interaction':
      return inlineChoices(body, all, declarations);
    case 'qti-gap-match-interaction':
      return gapMatch(body, first, declaration);
    default:
      return textEntry(body, declaration, hints);
  }
}
