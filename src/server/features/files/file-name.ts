/** The longest stored file name, in characters, extension included. */
const FILE_NAME_MAX = 200;

/**
 * Control characters (C0, DEL, C1) and format characters: zero-width ones and the direction
 * overrides that can make "invoice\u202Efdp.exe" look like "invoiceexe.pdf".
 */
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}]/gu;

/** The extension a downloaded file's name ends with, for `file-type`'s extension (`cfb` is a Word 97-2003 .doc). */
export function nameExtension(detected: string): string {
  return detected === 'cfb' ? 'doc' : detected;
}

/** The uploader's name reduced to its last path segment (either slash), without control and direction characters, trimmed. */
function lastSegment(original: string): string {
  return (original.split(/[\\/]/).at(-1) ?? '').replace(UNSAFE_CHARACTERS, '').trim();
}

/**
 * An uploaded file's name as the uploader gave it, made safe to keep and show: its last path
 * segment without control and direction characters, trimmed, at most FILE_NAME_MAX characters;
 * "file" when nothing is left. `C:\exports\Ward Quiz.xml` -> `Ward Quiz.xml`.
 */
export function plainFileName(original: string): string {
  return Array.from(lastSegment(original)).slice(0, FILE_NAME_MAX).join('') || 'file';
}

/**
 * The name a file is stored and downloaded under: the uploader's name reduced to its last path
 * segment (either slash), without control and direction characters, trimmed, whatever extension it
 * had replaced by `extension` (the detected type's), at most FILE_NAME_MAX characters in all.
 * "file" when nothing is left. Examples: `C:\docs\Care Plan.PDF` + pdf -> `Care Plan.pdf`;
 * `x.pdf` + png -> `x.png`; `notes` + pdf -> `notes.pdf`.
 */
export function cleanFileName(original: string, extension: string): string {
  const base = lastSegment(original);
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base).replace(/^\.+/, '').trim() || 'file';
  const suffix = `.${extension}`;
  return `${Array.from(stem)
    .slice(0, FILE_NAME_MAX - suffix.length)
    .join('')
    .trimEnd()}${suffix}`;
}
