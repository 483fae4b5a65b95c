/**
 * A GIFT file cut into blocks, each one question or a `$CATEGORY:` line, so that one question the
 * parser refuses does not lose the rest of the file. Questions are parted by blank lines (GIFT's
 * rule); a blank line inside an open `{...}` stays within its question.
 */
export interface GiftBlock {
  /** The block's text, comments included. */
  text: string;
  /** One-based line of the file where the block starts. */
  line: number;
}

const isComment = (line: string) => line.trimStart().startsWith('//');

/** The net count of unescaped `{` minus `}` on a line (comment lines count none). */
function braceBalance(line: string): number {
  if (isComment(line)) return 0;
  let balance = 0;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === '\\') i++;
    else if (char === '{') balance++;
    else if (char === '}') balance--;
  }
  return balance;
}

/** Cuts `text` into blocks of non-blank lines, keeping a question whose braces are still open whole. */
export function splitGift(text: string): GiftBlock[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const blocks: GiftBlock[] = [];
  let current: string[] = [];
  let start = 0;
  let open = 0;
  const flush = () => {
    // A block of comments alone says nothing: a question's own comments (the nightingale line) sit right above it.
    if (current.some((line) => line.trim() !== '' && !isComment(line))) {
      blocks.push({ text: current.join('\n'), line: start + 1 });
    }
    current = [];
  };
  lines.forEach((line, index) => {
    if (line.trim() === '' && open <= 0) {
      flush();
      open = 0;
      return;
    }
    if (current.length === 0) start = index;
    current.push(line);
    open += braceBalance(line);
  });
  flush();
  return blocks;
}
