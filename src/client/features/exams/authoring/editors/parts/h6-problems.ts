/**
 * Where a type editor shows each problem of `TypeEditorProps.problems` (issue 28 item 1): under the
 * field the sentence names, else at the top. Sentences come from `checkAuthoredContent`
 * ("The item, field dropdowns.0.options: options must hold 3 to 5 texts.", "Item 2: ...") or
 * straight from the schema ("tokens must hold 4 to 10 texts."); a sentence names a field by its
 * path (`field text`, `field rows.1.dropdowns`) or by starting with the field's name.
 */

const PREFIX = /^(?:The item|The case study|Item \d+)(?:, field ([\w.]+))?: /;

/** The field path a problem names ("dropdowns.0.options", "text"), or null when it names none. */
export function problemPath(problem: string): string | null {
  const prefixed = problem.match(PREFIX);
  if (prefixed?.[1]) return prefixed[1];
  const message = prefixed ? problem.slice(prefixed[0].length) : problem;
  return message.match(/^([A-Za-z]\w*)\b/)?.[1] ?? null;
}

/** The sentence without its "The item, field x: " lead, as shown under the field it names. */
export function problemMessage(problem: string): string {
  const prefixed = problem.match(PREFIX);
  return prefixed ? problem.slice(prefixed[0].length) : problem;
}

/** The problems placed: `at(path)` those under the field at `path`, `top` those naming none of the fields. */
export interface PlacedProblems {
  at: (path: string) => string[];
  top: string[];
}

/**
 * Places each problem under the longest of `fields` (dot paths like "text", "dropdowns.1",
 * "dropdowns.1.options") that its path equals or starts with; the rest go to `top`, whole.
 */
export function placeProblems(problems: readonly string[], fields: readonly string[]): PlacedProblems {
  const placed = new Map<string, string[]>();
  const top: string[] = [];
  for (const problem of problems) {
    const path = problemPath(problem);
    const field = path
      ? fields
          .filter((candidate) => path === candidate || path.startsWith(`${candidate}.`))
          .sort((a, b) => b.length - a.length)[0]
      : undefined;
    if (field === undefined) top.push(problem);
    else placed.set(field, [...(placed.get(field) ?? []), problemMessage(problem)]);
  }
  return { at: (path) => placed.get(path) ?? [], top };
}
