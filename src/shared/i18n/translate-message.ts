/**
 * Finding a rendered English message's translation (decision 025). Errors of the API and of the
 * shared zod schemas are written once, in English, with `msg()` filling in their `{{name}}`
 * placeholders; what reaches the error handler or a form is the filled-in sentence. Its key is
 * found again either exactly or by matching the catalog's keys with placeholders as patterns; the
 * values taken from the sentence are translated too when they are keys themselves ("The front" in
 * "The front must not be empty.").
 */

/** A language's catalog (English key -> translation) prepared for `translateMessage`. */
export interface MessageCatalog {
  readonly exact: ReadonlyMap<string, string>;
  readonly patterns: readonly MessagePattern[];
}

interface MessagePattern {
  readonly regex: RegExp;
  readonly names: readonly string[];
  readonly translation: string;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Prepares `resources` (one language's keys and translations) for `translateMessage`: keys with
 * placeholders become patterns, tried longest fixed text first so the most specific one wins.
 */
export function buildMessageCatalog(resources: Readonly<Record<string, string>>): MessageCatalog {
  const exact = new Map<string, string>();
  const patterns: (MessagePattern & { fixed: number })[] = [];
  for (const [key, translation] of Object.entries(resources)) {
    exact.set(key, translation);
    if (!key.includes('{{') || PLURAL_SUFFIX.test(key)) continue;
    const names: string[] = [];
    let source = '';
    let fixed = 0;
    let literals = '';
    let last = 0;
    for (const match of key.matchAll(PLACEHOLDER)) {
      const literal = key.slice(last, match.index);
      source += `${escapeRegex(literal)}(.+?)`;
      fixed += literal.length;
      literals += ` ${literal}`;
      names.push(match[1] ?? '');
      last = (match.index ?? 0) + match[0].length;
    }
    const tail = key.slice(last);
    source += escapeRegex(tail);
    fixed += tail.length;
    literals += ` ${tail}`;
    // A key with less than two words of its own ("{{parts}}: {{points}}", "{{name}} right") is a
    // fragment put together by t() in code: as a pattern it would take any sentence for itself.
    if (fixed === 0 || (literals.match(/\p{L}{2,}/gu) ?? []).length < 2) continue;
    patterns.push({ regex: new RegExp(`^${source}$`, 's'), names, translation, fixed });
  }
  patterns.sort((a, b) => b.fixed - a.fixed);
  return { exact, patterns };
}

/**
 * `text` (an English message, possibly with its placeholders filled in) in the catalog's language;
 * `text` itself when the catalog has no key for it (English, or a sentence nobody marked).
 */
export function translateMessage(text: string, catalog: MessageCatalog): string {
  const exact = catalog.exact.get(text);
  if (exact !== undefined) return exact;
  for (const pattern of catalog.patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values = new Map(pattern.names.map((name, index) => [name, match[index + 1] ?? '']));
    return pattern.translation.replace(PLACEHOLDER, (whole, name: string) => {
      const value = values.get(name);
      if (value === undefined) return whole;
      return catalog.exact.get(value) ?? value;
    });
  }
  return text;
}
