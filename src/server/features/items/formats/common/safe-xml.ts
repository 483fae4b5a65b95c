import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ItemFileError } from '../types';
import { decodeEntities } from './html-text';

/** The property fast-xml-parser keeps a CDATA section's text under (so it is not entity-decoded twice). */
export const CDATA = '__cdata';
/** The property of a node's own text. */
export const TEXT = '#text';
/** The prefix of attribute properties. */
export const ATTRIBUTE = '@_';

/** XML that is not well-formed: a package reports the one item; a lone file is refused. */
export class MalformedXmlError extends ItemFileError {
  override name = 'MalformedXmlError';
}

/**
 * Parses an XML file safely (README "Item bank formats"): a file with a `<!DOCTYPE` or an
 * `<!ENTITY` is refused before parsing, so no entity is ever expanded and nothing external is
 * fetched (XXE); entities are not processed by the parser (`processEntities: false`) and only the
 * five XML ones and character references are decoded, by `xmlText`. Malformed XML is refused too.
 * Throws ItemFileError naming the file.
 */
export function parseXmlSafely(
  fileName: string,
  text: string,
  options: { preserveOrder?: boolean; arrays?: ReadonlySet<string> } = {},
): unknown {
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text)) {
    throw new ItemFileError(
      `${fileName} declares a DTD or entities (<!DOCTYPE or <!ENTITY), which Nightingale never reads: remove the declaration and upload it again.`,
    );
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new MalformedXmlError(`${fileName} is not well-formed XML (line ${valid.err.line}): ${valid.err.msg}`);
  }
  const arrays = options.arrays;
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: ATTRIBUTE,
    processEntities: false,
    htmlEntities: false,
    cdataPropName: CDATA,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: !options.preserveOrder,
    ignoreDeclaration: true,
    ignorePiTags: true,
    preserveOrder: options.preserveOrder ?? false,
    ...(arrays ? { isArray: (name: string) => arrays.has(name) } : {}),
  });
  return parser.parse(text);
}

/** The text of an element parsed without `preserveOrder`: its CDATA as written, its text with entities decoded. */
export function xmlText(node: unknown): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string') return decodeEntities(node);
  if (typeof node !== 'object') return String(node);
  const record = node as Record<string, unknown>;
  const cdata = record[CDATA];
  const own = record[TEXT];
  return `${typeof own === 'string' ? decodeEntities(own) : ''}${Array.isArray(cdata) ? cdata.join('') : typeof cdata === 'string' ? cdata : ''}`;
}

/** An attribute of an element parsed without `preserveOrder`, entities decoded. */
export function xmlAttribute(node: unknown, name: string): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const value = (node as Record<string, unknown>)[`${ATTRIBUTE}${name}`];
  return typeof value === 'string' ? decodeEntities(value) : undefined;
}
