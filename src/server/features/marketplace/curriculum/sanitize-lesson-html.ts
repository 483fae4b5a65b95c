import sanitizeHtml from 'sanitize-html';

/** The tags a text lesson may hold: what the editor's toolbar writes (headings, lists, emphasis, links, quotes, code). */
const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'a',
];

/**
 * A text lesson's HTML as the product keeps it (issue 27 item 1 and "Bad input": rich text is
 * sanitised on the server and never runs script): only ALLOWED_TAGS; no attribute but a link's
 * `href`, whose scheme must be http, https or mailto (a relative or `javascript:` link loses its
 * href); every link opens in a new tab with `rel="noopener noreferrer nofollow"`. Scripts, styles,
 * event handlers, images and frames are removed with their contents where they hold code.
 */
export function sanitizeLessonHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...(attribs.href ? { href: attribs.href } : {}),
          target: '_blank',
          rel: 'noopener noreferrer nofollow',
        },
      }),
    },
  }).trim();
}

/** True when sanitised `html` shows some text (an empty paragraph or only spaces is no lesson). */
export function hasVisibleText(html: string): boolean {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replaceAll('&nbsp;', ' ').trim();
  return text.length > 0;
}
