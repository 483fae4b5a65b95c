import { htmlToText } from '../common/html-text';
import { attributeOf, childrenNamed, findAll, findFirst, toHtml, type XmlNode } from './xml-tree';

/** A response declaration: the key (`qti-correct-response`) and the mapping's entries (map-key to value). */
export interface ResponseDeclaration {
  identifier: string;
  cardinality: string;
  baseType: string;
  correct: string[];
  mapping: { key: string; value: number }[];
}

/** The response declarations of an item, by identifier. */
export function responseDeclarations(item: XmlNode): Map<string, ResponseDeclaration> {
  const declarations = new Map<string, ResponseDeclaration>();
  for (const node of childrenNamed(item, 'qti-response-declaration')) {
    const identifier = attributeOf(node, 'identifier') ?? '';
    const correctNode = findFirst([node], 'qti-correct-response');
    const mappingNode = findFirst([node], 'qti-mapping');
    declarations.set(identifier, {
      identifier,
      cardinality: attributeOf(node, 'cardinality') ?? 'single',
      baseType: attributeOf(node, 'base-type') ?? 'identifier',
      correct: correctNode ? findAll([correctNode], 'qti-value').map((value) => htmlToText(toHtml([value]))) : [],
      mapping: mappingNode
        ? findAll([mappingNode], 'qti-map-entry').map((entry) => ({
            key: attributeOf(entry, 'map-key') ?? '',
            value: Number(attributeOf(entry, 'mapped-value') ?? '0'),
          }))
        : [],
    });
  }
  return declarations;
}

/**
 * The key of a response: its correct response, else the mapping's entries worth more than 0
 * (a `map_response` item may carry only its mapping).
 */
export function keyOf(declaration: ResponseDeclaration | undefined): string[] {
  if (!declaration) return [];
  if (declaration.correct.length > 0) return declaration.correct;
  return declaration.mapping.filter((entry) => entry.value > 0).map((entry) => entry.key);
}
