import yauzl from 'yauzl';
import { IMPORT_LIMITS, ItemFileError } from '../types';

/**
 * The files of a zip, read safely (README "Item bank formats"): at most IMPORT_LIMITS.zipEntries
 * entries and IMPORT_LIMITS.unpackedBytes bytes, counted as they inflate (not as the zip claims),
 * stopping at the limit; an entry whose name is absolute or holds `..` refuses the whole file.
 * Throws ItemFileError (not a zip, a zip bomb, a path outside the package). Directories are left out.
 */
export async function readZipEntries(fileName: string, bytes: Buffer): Promise<Map<string, Buffer>> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true });
  } catch (error) {
    throw new ItemFileError(`${fileName} is not a zip file that can be read (${refusal(error)}).`);
  }
  if (zip.entryCount > IMPORT_LIMITS.zipEntries) {
    zip.close();
    throw new ItemFileError(
      `${fileName} holds ${zip.entryCount} files: a package may hold at most ${IMPORT_LIMITS.zipEntries}.`,
    );
  }
  const files = new Map<string, Buffer>();
  let unpacked = 0;
  try {
    for (;;) {
      const entry = await nextEntry(zip);
      if (!entry) break;
      if (entry.fileName.endsWith('/')) continue;
      const stream = await zip.openReadStreamPromise(entry);
      const chunks: Buffer[] = [];
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        unpacked += chunk.length;
        if (unpacked > IMPORT_LIMITS.unpackedBytes) {
          stream.destroy();
          throw new ItemFileError(
            `${fileName} unpacks to more than ${IMPORT_LIMITS.unpackedBytes / (1024 * 1024)} MB: a package may unpack to at most that.`,
          );
        }
        chunks.push(chunk);
      }
      files.set(entry.fileName, Buffer.concat(chunks));
    }
  } catch (error) {
    if (error instanceof ItemFileError) throw error;
    throw new ItemFileError(`${fileName} cannot be unpacked (${refusal(error)}).`);
  } finally {
    zip.close();
  }
  return files;
}

/** The next entry, null at the end; yauzl's refusals (a name outside the package) are errors. */
function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (entry: yauzl.Entry) => {
      cleanup();
      resolve(entry);
    };
    const onEnd = () => {
      cleanup();
      resolve(null);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

/** Why yauzl refused, in words: a name outside the package, or its message. */
function refusal(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/invalid relative path|absolute path/.test(message))
    return `an entry is named outside the package: ${message.replace(/^.*?: /, '')}`;
  return message;
}
