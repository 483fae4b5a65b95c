import { posix } from 'node:path';
import { ReadCollector } from '../common/build-item';
import { decodeUtf8 } from '../common/file-text';
import { MalformedXmlError, parseXmlSafely } from '../common/safe-xml';
import { ItemFileError, type ReadResult } from '../types';
import { readQtiItem } from './read-qti-item';
import { readZipEntries } from './read-zip';
import { attributeOf, findAll, findFirst, type XmlNode } from './xml-tree';

/** The manifest resource types of an item (QTI 3, and the 2.x names some tools still write). */
const ITEM_RESOURCE = /^imsqti_item_xmlv(3p0|2p\d)$/;

/** The path `href` names from the manifest's folder, or null when it resolves outside the package. */
export function resolveHref(base: string, href: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/') || href.includes('\\')) return null;
  const path = posix.normalize(posix.join(base, decodeURIComponent(href)));
  return path.startsWith('../') || path === '..' || path.startsWith('/') ? null : path;
}

/**
 * Reads a QTI 3 content package (a zip with `imsmanifest.xml`; 1EdTech "QTI 3.0 Content
 * Packaging"): each resource of type `imsqti_item_xmlv3p0` read by `readQtiItem`, in the manifest's
 * order; an item that cannot be mapped is a problem, the rest are read. Throws ItemFileError for a
 * file that is not a zip, a zip bomb, an entry or a manifest href outside the package, a package
 * without a manifest or an item file, or XML declaring a DTD or entities.
 */
export async function readQtiPackage(fileName: string, bytes: Buffer): Promise<ReadResult> {
  const files = await readZipEntries(fileName, bytes);
  const manifestPath = [...files.keys()].find(
    (path) => path === 'imsmanifest.xml' || path.endsWith('/imsmanifest.xml'),
  );
  const manifestBytes = manifestPath ? files.get(manifestPath) : undefined;
  if (!manifestPath || !manifestBytes) {
    throw new ItemFileError(`${fileName} has no imsmanifest.xml: upload a QTI 3 content package.`);
  }
  const base = posix.dirname(manifestPath) === '.' ? '' : posix.dirname(manifestPath);
  const manifest = parseXmlSafely(manifestPath, decodeUtf8(manifestPath, manifestBytes), {
    preserveOrder: true,
  }) as XmlNode[];
  const resources = findAll(manifest, 'resource');
  const collector = new ReadCollector();
  let position = 0;
  for (const resource of resources) {
    const hrefs = [
      attributeOf(resource, 'href'),
      ...findAll([resource], 'file').map((file) => attributeOf(file, 'href')),
    ];
    for (const href of hrefs) {
      if (href !== undefined && resolveHref(base, href) === null) {
        throw new ItemFileError(
          `${fileName}'s manifest names "${href}", a path outside the package: Nightingale refuses it.`,
        );
      }
    }
    if (!ITEM_RESOURCE.test(attributeOf(resource, 'type') ?? '')) continue;
    position += 1;
    const href = attributeOf(resource, 'href') ?? attributeOf(findFirst([resource], 'file') ?? {}, 'href') ?? '';
    const path = resolveHref(base, href) ?? '';
    const itemBytes = files.get(path);
    if (!itemBytes) {
      collector.problem(
        `item ${attributeOf(resource, 'identifier') ?? position} (${href})`,
        `the package has no file ${href}.`,
      );
      continue;
    }
    try {
      const label = `item ${attributeOf(resource, 'identifier') ?? position} (${path})`;
      collector.attempt(label, () => readQtiItem({ fileName, position, path }, decodeUtf8(path, itemBytes)));
    } catch (error) {
      // One malformed item is that item's problem; a DTD or entities still refuse the whole package.
      if (!(error instanceof MalformedXmlError)) throw error;
      collector.problem(`item ${attributeOf(resource, 'identifier') ?? position} (${path})`, error.message);
    }
  }
  return { format: 'qti3', questions: collector.questions, problems: collector.problems };
}

/** Reads a single QTI 3 item file (`.xml` holding `<qti-assessment-item>`): one question or one problem. */
export function readQtiItemFile(fileName: string, bytes: Uint8Array): ReadResult {
  const collector = new ReadCollector();
  collector.add(readQtiItem({ fileName, position: 1, path: fileName }, decodeUtf8(fileName, bytes)));
  return { format: 'qti3', questions: collector.questions, problems: collector.problems };
}
