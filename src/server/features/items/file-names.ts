/** The longest file name kept with an import, in characters. */
const FILE_NAME_MAX = 200;

/** Characters never kept in a file name: control and format characters (direction overrides). */
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}]/gu;

/**
 * The name an uploaded item file is reported and noted under: its last path segment (either
 * slash), without control and direction characters, trimmed, at most 200 characters; "file" when
 * nothing is left. `C:\exports\Ward Quiz.xml` -> `Ward Quiz.xml`.
 */
export function importFileName(original: string): string {
  const base = (original.split(/[\\/]/).at(-1) ?? '').replace(UNSAFE_CHARACTERS, '').trim();
  return Array.from(base).slice(0, FILE_NAME_MAX).join('') || 'file';
}

/**
 * A file name safe inside a Content-Disposition header's quotes: runs of anything but ASCII
 * letters, digits, dots, hyphens and underscores become one hyphen, no leading dot or hyphen, at
 * most 120 characters (the end kept, so the extension stays); "items" when nothing is left.
 */
export function safeDownloadName(fileName: string): string {
  const safe = fileName.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '');
  return safe.slice(-120) || 'items';
}
