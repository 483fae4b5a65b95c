import { decodeEntities, escapeXml } from '../common/html-text';
import { CDATA, TEXT } from '../common/safe-xml';

/** A node of an XML document parsed with `preserveOrder` (fast-xml-parser): an element, a text or a CDATA section. */
export type XmlNode = Record<string, unknown>;

/** The element's local name (a namespace prefix dropped), or '' for text and CDATA. */
export function nameOf(node: XmlNode): string {
  const key = Object.keys(node).find((k) => k !== ':@' && k !== TEXT && k !== CDATA);
  return key ? (key.split(':').pop() ?? key) : '';
}

/** The children of an element (empty for a text). */
export function childrenOf(node: XmlNode): XmlNode[] {
  const key = Object.keys(node).find((k) => k !== ':@' && k !== TEXT && k !== CDATA);
  const value = key ? node[key] : undefined;
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

/** An attribute of an element, entities decoded. */
export function attributeOf(node: XmlNode, name: string): string | undefined {
  const attributes = node[':@'] as Record<string, unknown> | undefined;
  const value = attributes?.[`@_${name}`];
  return typeof value === 'string' ? decodeEntities(value) : undefined;
}

/** Every element named `name` in `nodes` and below, in document order. */
export function findAll(nodes: XmlNode[], name: string): XmlNode[] {
  const found: XmlNode[] = [];
  const visit = (list: XmlNode[]) => {
    for (const node of list) {
      if (nameOf(node) === name) found.push(node);
      visit(childrenOf(node));
    }
  };
  visit(nodes);
  return found;
}

/** The first element named `name` in `nodes` and below. */
export const findFirst = (nodes: XmlNode[], name: string): XmlNode | undefined => findAll(nodes, name)[0];

/** The elements among `nodes` (not below) named `name`. */
export const childrenNamed = (node: XmlNode, name: string) =>
  childrenOf(node).filter((child) => nameOf(child) === name);

const BLOCKS = new Set([
  'qti-prompt',
  'qti-simple-choice',
  'qti-content-body',
  'qti-rubric-block',
  'blockquote',
  'pre',
]);

/**
 * The content of `nodes` written back as HTML for `htmlToText`, with `replace` choosing what an
 * element becomes instead (a slot `{{0}}`, a span `[[...]]`, nothing). Texts stay escaped as in the
 * file; CDATA is escaped; QTI's block elements (prompts, choices) become paragraphs.
 */
export function toHtml(nodes: XmlNode[], replace: (node: XmlNode) => string | undefined = () => undefined): string {
  return nodes
    .map((node) => {
      if (TEXT in node) return String(node[TEXT]);
      if (CDATA in node)
        return childrenOf({ x: node[CDATA] })
          .map((part) => escapeXml(String(part[TEXT] ?? '')))
          .join('');
      const replaced = replace(node);
      if (replaced !== undefined) return replaced;
      const name = nameOf(node);
      const tag = BLOCKS.has(name) ? 'p' : name;
      return `<${tag}>${toHtml(childrenOf(node), replace)}</${tag}>`;
    })
    .join('');
}
