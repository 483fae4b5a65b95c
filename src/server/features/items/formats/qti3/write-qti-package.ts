import { ZipFile } from 'yazl';
import type { ImportProblem } from '../../../../../shared/item-bank/schemas';
import type { QuestionContent } from '../../../../../shared/items/registry';
import { escapeXml } from '../common/html-text';
import type { WrittenFile } from '../types';
import { writeQtiItem } from './write-qti-item';

/** The content-packaging namespace of a QTI 3 manifest (1EdTech BBQsTest example). */
const CP_NAMESPACE = 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1';

/** `imsmanifest.xml` listing each item as a resource of type imsqti_item_xmlv3p0 with its file. */
function manifest(baseName: string, items: { identifier: string; href: string }[]): string {
  const resources = items
    .map(
      (item) =>
        `    <resource identifier="${escapeXml(item.identifier)}" type="imsqti_item_xmlv3p0" href="${escapeXml(item.href)}">\n      <file href="${escapeXml(item.href)}"/>\n    </resource>`,
    )
    .join('\n');
  const identifier = `MANIFEST-${baseName.replace(/[^A-Za-z0-9_.-]/g, '-')}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<manifest xmlns="${CP_NAMESPACE}" identifier="${escapeXml(identifier)}">\n  <metadata>\n    <schema>QTI Package</schema>\n    <schemaversion>3.0.0</schemaversion>\n  </metadata>\n  <organizations/>\n  <resources>\n${resources}\n  </resources>\n</manifest>\n`;
}

/** The zip's bytes once yazl has written them all. */
function zipBytes(files: { path: string; body: Buffer }[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const file of files) zip.addBuffer(file.body, file.path, { mtime: new Date(Date.UTC(2026, 0, 1)) });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/**
 * Writes `items` as a QTI 3 content package (`BASE.zip`): `imsmanifest.xml` and one item XML per
 * item under `items/` (see writeQtiItem). Types QTI cannot carry go to `skipped`.
 */
export async function writeQtiPackage(items: QuestionContent[], baseName: string): Promise<WrittenFile> {
  const skipped: ImportProblem[] = [];
  const written: { identifier: string; href: string; body: Buffer }[] = [];
  for (const item of items) {
    const result = writeQtiItem(item);
    if (typeof result === 'string') {
      skipped.push({ question: `item ${item.id} (${item.itemType})`, reason: result });
      continue;
    }
    written.push({
      identifier: result.identifier,
      href: `items/${result.identifier}.xml`,
      body: Buffer.from(result.xml, 'utf8'),
    });
  }
  const body = await zipBytes([
    { path: 'imsmanifest.xml', body: Buffer.from(manifest(baseName, written), 'utf8') },
    ...written.map((item) => ({ path: item.href, body: item.body })),
  ]);
  return { fileName: `${baseName}.zip`, contentType: 'application/zip', body, skipped };
}
