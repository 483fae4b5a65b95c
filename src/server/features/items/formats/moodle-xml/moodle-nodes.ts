import { htmlToText } from '../common/html-text';
import { xmlAttribute, xmlText } from '../common/safe-xml';

/** An element of a Moodle XML file as fast-xml-parser gives it (without preserveOrder). */
export type MoodleNode = Record<string, unknown>;

/** The elements fast-xml-parser must always give as lists. */
export const MOODLE_ARRAYS: ReadonlySet<string> = new Set([
  'question',
  'answer',
  'subquestion',
  'selectoption',
  'dragbox',
  'tag',
  'unit',
  'hint',
]);

/** The child element `name` of `node` (the first when several). */
export function child(node: unknown, name: string): MoodleNode | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const value = (node as MoodleNode)[name];
  const first = Array.isArray(value) ? value[0] : value;
  if (first === '' || first === undefined || first === null) return first === '' ? {} : undefined;
  return typeof first === 'object' ? (first as MoodleNode) : { '#text': String(first) };
}

/** The child elements `name` of `node`, as a list. */
export function children(node: unknown, name: string): MoodleNode[] {
  if (!node || typeof node !== 'object') return [];
  const value = (node as MoodleNode)[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((item) =>
    item && typeof item === 'object' ? (item as MoodleNode) : { '#text': String(item ?? '') },
  );
}

/** The raw text of `<name><text>...</text></name>` (HTML as written), or of `<name>` itself when it has no `<text>`. */
export function rawField(node: unknown, name: string): string {
  const field = child(node, name);
  if (!field) return '';
  return 'text' in field ? xmlText(child(field, 'text') ?? '') : xmlText(field);
}

/** The plain text of a Moodle text field `<name format="html"><text>...</text></name>`. */
export const textField = (node: unknown, name: string) => htmlToText(rawField(node, name));

/** The plain text of the element's own `<text>`. */
export const ownText = (node: unknown) => htmlToText(xmlText(child(node, 'text') ?? ''));

/** An attribute of an element. */
export const attribute = xmlAttribute;

/** The texts of `<tags><tag><text>...</text></tag></tags>`. */
export function tagsOf(question: unknown): string[] {
  return children(child(question, 'tags'), 'tag').map((tag) => ownText(tag));
}
