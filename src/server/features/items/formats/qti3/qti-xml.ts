import { escapeXml, textToHtml } from '../common/html-text';

/** The QTI 3 item namespace and schema (1EdTech examples). */
export const QTI_NAMESPACE = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
export const QTI_SCHEMA_LOCATION = `${QTI_NAMESPACE} https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0p1_v1p0.xsd`;
/** The response processing templates Nightingale writes. */
export const MATCH_CORRECT = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml';
export const MAP_RESPONSE = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/map_response.xml';

/** Attributes `name="value"`, escaped, the undefined ones left out. */
export const attributes = (values: Record<string, string | number | undefined>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');

/** A response declaration with its correct response and, when given, its mapping. */
export function responseDeclaration(options: {
  identifier: string;
  cardinality: 'single' | 'multiple' | 'ordered';
  baseType: string;
  correct: string[];
  mapping?: { defaultValue: number; lowerBound?: number; entries: { key: string; value: number }[] };
}): string {
  const values = options.correct.map((value) => `      <qti-value>${escapeXml(value)}</qti-value>`).join('\n');
  const mapping = options.mapping
    ? `\n    <qti-mapping${attributes({ 'default-value': options.mapping.defaultValue, 'lower-bound': options.mapping.lowerBound })}>\n${options.mapping.entries
        .map((entry) => `      <qti-map-entry${attributes({ 'map-key': entry.key, 'mapped-value': entry.value })}/>`)
        .join('\n')}\n    </qti-mapping>`
    : '';
  return `  <qti-response-declaration${attributes({ identifier: options.identifier, cardinality: options.cardinality, 'base-type': options.baseType })}>\n    <qti-correct-response>\n${values}\n    </qti-correct-response>${mapping}\n  </qti-response-declaration>`;
}

/**
 * The declaration of RESPONSE as a set of `keys` of `baseType` (cardinality multiple), each key
 * mapped to 1 and anything else to `defaultValue`, the score not below `lowerBound` when given.
 */
export function keyedResponse(baseType: string, keys: string[], defaultValue: number, lowerBound?: number): string {
  return responseDeclaration({
    identifier: 'RESPONSE',
    cardinality: 'multiple',
    baseType,
    correct: keys,
    mapping: { defaultValue, lowerBound, entries: keys.map((key) => ({ key, value: 1 })) },
  });
}

/** The HTML of plain text (paragraphs). */
export const html = textToHtml;
