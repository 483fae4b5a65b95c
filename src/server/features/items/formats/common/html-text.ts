/**
 * Text and markup helpers shared by the formats: Nightingale's texts are plain (newlines allowed),
 * the formats carry HTML. `htmlToText` reads a format's HTML as a person sees it; `textToHtml` writes
 * plain text so that `htmlToText(textToHtml(t)) === t` for any trimmed text without runs of spaces.
 */

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the XML/HTML character references of `text` (`&amp;`, `&#39;`, `&#x2014;`); unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Escapes `&`, `<`, `>` and `"` for XML text and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The plain text of an HTML fragment: whitespace runs of the source collapsed to one space, `<br>`
 * a newline, the end of a paragraph, heading, list item or div a blank line, other tags dropped,
 * entities decoded, trimmed.
 */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*<br\s*\/?>\s*/gi, '\n')
      .replace(/\s*<\/(p|div|h[1-6]|li|ul|ol|table|tr)>\s*/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n[ \t]+/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Plain text as XHTML paragraphs (valid in HTML and in XML): blank lines part paragraphs, single newlines become `<br/>`. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeXml(paragraph).replace(/\n/g, '<br/>')}</p>`)
    .join('');
}
