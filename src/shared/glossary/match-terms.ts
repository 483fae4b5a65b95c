/**
 * Finding the glossary's terms in an item's text (issue 29 item 3): every term and alias, also with
 * a plural "s" or "es", as a whole word or phrase, the longest name first where names overlap
 * ("heart failure" before "heart"). Names are matched whatever their case, except abbreviations
 * written in capitals ("RN", "MAP", "AIDS"), matched only in capitals so that "map" and "hearing
 * aids" are not taken for them. Pure; the exam pages use it to underline terms and to look up a
 * phrase the nurse selected.
 */

/** What a matcher needs of a term: its names. */
export interface NamedTerm {
  term: string;
  aliases: readonly string[];
}

/** One occurrence of a term in a text: `start` and `end` are string offsets (end exclusive). */
export interface TermMatch<T extends NamedTerm> {
  start: number;
  end: number;
  term: T;
}

export interface TermMatcher<T extends NamedTerm> {
  /** Every occurrence of a term in `text`, in order, none overlapping. */
  find(text: string): TermMatch<T>[];
  /** The term a selected phrase names (case, surrounding spaces and punctuation, a plural s/es ignored). */
  lookup(phrase: string): T | undefined;
}

/** A word of a text: letters and digits, with inner apostrophes, hyphens, slashes or ampersands ("Cushing's", "COVID-19"). */
const WORD = /[\p{L}\p{N}]+(?:['\u2019\-/&][\p{L}\p{N}]+)*/gu;

interface Word {
  text: string;
  start: number;
  end: number;
}

function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({
    text: match[0].replace(/\u2019/g, "'"),
    start: match.index ?? 0,
    end: (match.index ?? 0) + match[0].length,
  }));
}

/** An abbreviation in capitals ("RN", "ABG", "COVID-19"): matched only as written. */
function isAbbreviation(name: string): boolean {
  return /^[A-Z0-9&/-]+$/.test(name) && /[A-Z].*[A-Z]/.test(name);
}

/** The most words a name has that is looked for (longer names are not matched). */
const MAX_WORDS = 8;

/** A matcher over `terms`; with none, it finds nothing. */
export function createTermMatcher<T extends NamedTerm>(terms: readonly T[]): TermMatcher<T> {
  // Names as their words joined by single spaces: abbreviations as spelled, other names in lower case.
  const abbreviations = new Map<string, T>();
  const names = new Map<string, T>();
  // Every first few words of a name, in lower case: a phrase that is none of them cannot grow into a name.
  const beginnings = new Set<string>();
  for (const term of terms) {
    for (const name of [term.term, ...term.aliases]) {
      const words = wordsOf(name).map((word) => word.text);
      if (words.length === 0 || words.length > MAX_WORDS) continue;
      const key = words.join(' ');
      const [table, spelled] = isAbbreviation(key) ? [abbreviations, key] : [names, key.toLowerCase()];
      if (!table.has(spelled)) table.set(spelled, term);
      for (let count = 1; count < words.length; count++) beginnings.add(words.slice(0, count).join(' ').toLowerCase());
    }
  }

  const exactly = (key: string): T | undefined => abbreviations.get(key) ?? names.get(key.toLowerCase());
  /** The term of a phrase of words, also when its last word carries a plural "s" or "es". */
  const named = (key: string): T | undefined =>
    exactly(key) ??
    (/e?s$/.test(key) ? (exactly(key.replace(/s$/, '')) ?? exactly(key.replace(/es$/, ''))) : undefined);

  return {
    lookup: (phrase) => {
      const words = wordsOf(phrase).map((word) => word.text);
      return words.length > 0 ? named(words.join(' ')) : undefined;
    },
    // The longest name starting at each word, then on after it: about one lookup per word, whatever the glossary's size.
    find(text) {
      const words = wordsOf(text);
      const found: TermMatch<T>[] = [];
      let index = 0;
      while (index < words.length) {
        let best: { term: T; end: number; count: number } | null = null;
        let phrase = '';
        for (let count = 1; count <= MAX_WORDS && index + count <= words.length; count++) {
          const word = words[index + count - 1] as Word;
          phrase = count === 1 ? word.text : `${phrase} ${word.text}`;
          const term = named(phrase);
          if (term) best = { term, end: word.end, count };
          if (!beginnings.has(phrase.toLowerCase())) break;
        }
        const first = words[index] as Word;
        if (best) found.push({ start: first.start, end: best.end, term: best.term });
        index += best ? best.count : 1;
      }
      return found;
    },
  };
}
