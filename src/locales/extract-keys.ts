import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@babel/parser';

/**
 * The catalog check's extractor (issue 29 item 2; decision 025): every key the sources use, found
 * by parsing each file under `src/` (tests excluded) with Babel's parser. A key is the English
 * first argument, a string literal, of `t(...)`, `x.t(...)` or `msg(...)`, or the `i18nKey` of a
 * `<Trans>`; `{ count }` among the options makes it plural, `{ context: 'x' }` makes it `key_x`.
 * `t(variable)` is not a key: the text was marked with `msg()` where it was written.
 */

/** One key the sources use: whether it is plural, and the files (relative to the root) using it. */
export interface UsedKey {
  plural: boolean;
  files: string[];
}

/** A node of Babel's syntax tree, as the catalog tools read it. */
export type Node = { type: string; loc?: { start: { line: number } }; [field: string]: unknown };

/** Whether `value` is a syntax tree node. */
export function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function literalText(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'StringLiteral') return node.value as string;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    const [quasi] = node.quasis as { value: { cooked: string } }[];
    return quasi?.value.cooked;
  }
  return undefined;
}

function optionsOf(node: unknown): { plural: boolean; context?: string } {
  if (!isNode(node) || node.type !== 'ObjectExpression') return { plural: false };
  let plural = false;
  let context: string | undefined;
  for (const property of node.properties as Node[]) {
    if (property.type !== 'ObjectProperty') continue;
    const key = property.key as Node;
    const name = key.type === 'Identifier' ? (key.name as string) : literalText(key);
    if (name === 'count') plural = true;
    if (name === 'context') context = literalText(property.value);
  }
  return { plural, context };
}

/** `t(...)`, `x.t(...)` or `msg(...)`: its first argument is a key. */
export function isTranslateCall(callee: Node): boolean {
  if (callee.type === 'Identifier') return callee.name === 't' || callee.name === 'msg';
  if (callee.type === 'MemberExpression' && !callee.computed) {
    const property = callee.property as Node;
    return property.type === 'Identifier' && property.name === 't';
  }
  return false;
}

/** The keys used in one source text (`fileName` only selects the parser's plugins). */
export function keysInSource(source: string, fileName: string): { key: string; plural: boolean }[] {
  const ast = parse(source, {
    sourceType: 'module',
    plugins: fileName.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
  });
  const found: { key: string; plural: boolean }[] = [];
  const visit = (node: Node) => {
    if (node.type === 'CallExpression' && isTranslateCall(node.callee as Node)) {
      const [first, second] = node.arguments as unknown[];
      const key = literalText(first);
      if (key !== undefined) {
        const { plural, context } = optionsOf(second);
        found.push({ key: context ? `${key}_${context}` : key, plural });
      }
    }
    if (node.type === 'JSXOpeningElement' && isNode(node.name) && node.name.name === 'Trans') {
      let key: string | undefined;
      let plural = false;
      for (const attribute of node.attributes as Node[]) {
        if (attribute.type !== 'JSXAttribute') continue;
        const name = (attribute.name as Node).name;
        if (name === 'i18nKey') key = literalText(attribute.value);
        if (name === 'count') plural = true;
      }
      if (key !== undefined) found.push({ key, plural });
    }
    for (const [field, value] of Object.entries(node)) {
      if (field === 'loc' || field === 'leadingComments' || field === 'trailingComments') continue;
      if (Array.isArray(value)) for (const child of value) if (isNode(child)) visit(child);
      if (isNode(value)) visit(value);
    }
  };
  visit(ast.program as unknown as Node);
  return found;
}

const SKIPPED = /(\.test\.tsx?|\.d\.ts)$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !SKIPPED.test(entry.name) ? [path] : [];
  });
}

/** Every key used under `root/src` (tests and test helpers excluded), with the files using it. */
export function usedKeys(root: string): Map<string, UsedKey> {
  const keys = new Map<string, UsedKey>();
  for (const file of sourceFiles(join(root, 'src'))) {
    for (const { key, plural } of keysInSource(readFileSync(file, 'utf8'), file)) {
      const entry = keys.get(key) ?? { plural: false, files: [] };
      entry.plural ||= plural;
      const name = relative(root, file);
      if (!entry.files.includes(name)) entry.files.push(name);
      keys.set(key, entry);
    }
  }
  return keys;
}
