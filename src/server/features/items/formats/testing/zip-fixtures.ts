import { ZipFile } from 'yazl';

/** A zip of `files` (path to text or bytes), written with yazl, for the reader's refusal tests. */
export function buildZip(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [path, body] of Object.entries(files))
    zip.addBuffer(Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8'), path);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/**
 * Renames an entry inside zip bytes (local header and central directory): yazl refuses to write a
 * name like "../evil.xml", so the test writes "xx/evil.xml" and swaps the bytes for one of the same length.
 */
export function renameEntry(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('renameEntry keeps the length: the headers record it.');
  const bytes = Buffer.from(zip);
  const needle = Buffer.from(from, 'utf8');
  for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + 1)) bytes.write(to, at, 'utf8');
  return bytes;
}

/** A minimal manifest naming `hrefs` as item resources. */
export const manifestNaming = (hrefs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="M"><resources>${hrefs
    .map(
      (href, index) =>
        `<resource identifier="r${index}" type="imsqti_item_xmlv3p0" href="${href}"><file href="${href}"/></resource>`,
    )
    .join('')}</resources></manifest>`;
