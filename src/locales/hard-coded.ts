import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@babel/parser';
import { isNode, isTranslateCall, type Node } from './extract-keys';

/**
 * The untranslated-string scan of issue 29's tests: English written straight into the interface,
 * where a translator cannot reach it. In a `.tsx` file: JSX text with a letter, a string literal
 * given to a JSX attribute that carries text (any but those in NOT_TEXT), and a string literal
 * placed in `{...}` in JSX. In any file: a string literal as the value of a text property
 * (TEXT_PROPERTIES: `label`, `title`, `message`...) not wrapped in `msg()`. Brand names and other
 * words that are the same in every language are allowed in ALLOWED. A line after a comment with
 * `i18n-ignore` is skipped: text for developers (the OpenAPI description, command-line output) or
 * for machines (a payment provider's webhook).
 */

/** Words every language writes the same way: brand and exam names. */
export const ALLOWED = new Set([
  'Nightingale',
  'NCLEX',
  'NCLEX-RN',
  'NCLEX-PN',
  'NCSBN',
  'NGN',
  'TOEFL',
  'CGFNS',
  'Stripe',
  'GIFT',
  'Moodle XML',
  'QTI 3',
  'PDF',
  'CSV',
  'JSON',
  'OK',
]);

/** JSX attributes whose string is not read by people. */
const NOT_TEXT = new Set([
  'className',
  'to',
  'href',
  'src',
  'variant',
  'color',
  'c',
  'bg',
  'size',
  'fw',
  'fz',
  'ta',
  'tt',
  'td',
  'ff',
  'component',
  'type',
  'name',
  'id',
  'key',
  'role',
  'autoComplete',
  'inputMode',
  'justify',
  'align',
  'mode',
  'position',
  'radius',
  'gap',
  'p',
  'px',
  'py',
  'pt',
  'pb',
  'pl',
  'pr',
  'm',
  'mx',
  'my',
  'mt',
  'mb',
  'ml',
  'mr',
  'w',
  'h',
  'maw',
  'miw',
  'mah',
  'mih',
  'order',
  'wrap',
  'direction',
  'target',
  'rel',
  'method',
  'accept',
  'pattern',
  'lang',
  'dir',
  'htmlFor',
  'form',
  'display',
  'visibleFrom',
  'hiddenFrom',
  'orientation',
  'placement',
  'i18nKey',
  'value',
  'defaultValue',
  'dataKey',
  'icon',
  'loaderProps',
  'lh',
  'lts',
  'style',
  'styles',
  'layout',
  'labelPosition',
  'transition',
  'tabIndex',
  'shadow',
  'withBorder',
  'fit',
  'crossOrigin',
  'decoding',
  'loading',
  'sizes',
  'aria-live',
  'aria-controls',
  'aria-describedby',
  'aria-labelledby',
  'aria-current',
  'aria-haspopup',
  'aria-hidden',
  'aria-expanded',
  'aria-pressed',
  'aria-selected',
  'aria-modal',
  'aria-invalid',
  'aria-required',
  'aria-orientation',
  'aria-sort',
  'aria-atomic',
  'aria-busy',
  'aria-relevant',
  'autoCapitalize',
  'enterKeyHint',
  'spellCheck',
  'translate',
  'series',
  'curveType',
  'valueFormatter',
  'inputWrapperOrder',
  'clearButtonProps',
  'fs',
  'scrollbars',
  'type',
  'xmlns',
  'viewBox',
  'fill',
  'stroke',
  'd',
  'strokeWidth',
  'strokeLinecap',
  'strokeLinejoin',
  'focusable',
  'preserveAspectRatio',
  'headingOrder',
  'testId',
  'data-testid',
  'encType',
  'capture',
  'gridAxis',
  'tickLine',
  'textAnchor',
  'dominantBaseline',
  'unit',
  'span',
  'colSpan',
  'scope',
  'kind',
  'srcLang',
  'preload',
  'allow',
  'sandbox',
  'referrerPolicy',
]);

/** Object properties whose string is read by people (a menu item's label, a toast's message...). */
const TEXT_PROPERTIES = new Set([
  'label',
  'title',
  'message',
  'description',
  'placeholder',
  'heading',
  'text',
  'empty',
  'emptyText',
  'hint',
  'confirmLabel',
  'cancelLabel',
  'ariaLabel',
  'caption',
  'help',
  'note',
  'explanation',
  'subtitle',
  'body',
  'question',
  'answer',
  'tooltip',
  'action',
  'detail',
  'lead',
  'intro',
]);

/** Whether `text` is something a person reads in English: a letter, not only allowed words. */
function isEnglishText(text: string): boolean {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!/[A-Za-z]{2,}/.test(trimmed)) return false;
  if (ALLOWED.has(trimmed)) return false;
  return true;
}

function isProse(text: string): boolean {
  // A string property that looks like an identifier, a path or a code ("student", "/faq", "sata") is data.
  return isEnglishText(text) && (/\s/.test(text.trim()) || /^[A-Z][a-z]/.test(text)) && !/^[/#.]/.test(text);
}

/** One string a translator cannot reach: its line and text. */
export interface HardCodedString {
  line: number;
  text: string;
}

/** The hard-coded interface strings of one source file (see the module's comment). */
export function hardCodedStrings(source: string, fileName: string): HardCodedString[] {
  const jsx = fileName.endsWith('.tsx');
  const ast = parse(source, { sourceType: 'module', plugins: jsx ? ['typescript', 'jsx'] : ['typescript'] });
  const found: HardCodedString[] = [];
  const lines = source.split('\n');
  // A line after a comment holding "i18n-ignore" is text for developers or machines, not people using Nightingale.
  const ignored = (line: number) => (lines[line - 2] ?? '').includes('i18n-ignore');
  const report = (node: Node, text: string) => {
    const line = node.loc?.start.line ?? 0;
    if (!ignored(line)) found.push({ line, text: text.trim() });
  };

  const visit = (node: Node, inJsxExpression: boolean) => {
    if (node.type === 'CallExpression') {
      // A string argument is a key (t('...'), msg('...')), a query or a name: not flagged. Objects
      // passed to a call are still read for text properties: notifications.show({ title: 'Error' }).
      visit(node.callee as Node, false);
      const translating = isTranslateCall(node.callee as Node);
      for (const argument of node.arguments as Node[]) {
        if (
          !translating &&
          isNode(argument) &&
          argument.type !== 'StringLiteral' &&
          argument.type !== 'TemplateLiteral'
        ) {
          visit(argument, false);
        }
      }
      return;
    }
    if (node.type === 'TSTypeAnnotation' || node.type === 'TSTypeReference' || node.type === 'TSLiteralType') return;
    if (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration') return;
    if (node.type === 'JSXText' && isEnglishText(node.value as string)) report(node, node.value as string);
    if (node.type === 'JSXAttribute') {
      const name = (node.name as Node).name as string;
      const value = node.value as Node | null;
      if (
        value?.type === 'StringLiteral' &&
        !NOT_TEXT.has(name) &&
        !name.startsWith('data-') &&
        isProse(value.value as string)
      ) {
        report(value, value.value as string);
      }
      if (value?.type === 'JSXExpressionContainer') visit(value.expression as Node, !NOT_TEXT.has(name));
      return;
    }
    if (inJsxExpression && node.type === 'StringLiteral' && isProse(node.value as string))
      report(node, node.value as string);
    if (inJsxExpression && node.type === 'TemplateLiteral') {
      const text = (node.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join(' ');
      if (isProse(text)) report(node, text);
    }
    if (node.type === 'ObjectProperty') {
      const key = node.key as Node;
      const name = key.type === 'Identifier' ? (key.name as string) : undefined;
      const value = node.value as Node;
      if (name && TEXT_PROPERTIES.has(name) && value.type === 'StringLiteral' && isProse(value.value as string)) {
        report(value, value.value as string);
      }
    }
    // Strings directly in `{...}` of JSX, or in a branch of a condition or an array there, are shown.
    const childInJsx =
      node.type === 'JSXExpressionContainer' ||
      ((node.type === 'ConditionalExpression' ||
        node.type === 'LogicalExpression' ||
        node.type === 'ArrayExpression') &&
        inJsxExpression);
    for (const [field, value] of Object.entries(node)) {
      if (field === 'loc' || field === 'leadingComments' || field === 'trailingComments') continue;
      if (node.type === 'ConditionalExpression' && field === 'test') {
        if (isNode(value)) visit(value, false);
        continue;
      }
      if (Array.isArray(value)) for (const child of value) if (isNode(child)) visit(child, childInJsx);
      if (isNode(value)) visit(value, childInJsx);
    }
  };
  visit(ast.program as unknown as Node, false);
  return found;
}

const SKIPPED_FILE = /(\.test\.tsx?|\.d\.ts)$/;
/** Folders whose strings are not the interface's: test helpers, demo data (user content, like the `demo-*` files), the catalogs' own tools. */
const SKIPPED_FOLDERS = new Set(['testing', 'demo', 'locales']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !SKIPPED_FILE.test(entry.name) && !entry.name.startsWith('demo-')
      ? [path]
      : [];
  });
}

/** Every hard-coded string under `folder` (a path), by file relative to `root`. */
export function hardCodedStringsUnder(root: string, folder: string): Map<string, HardCodedString[]> {
  const result = new Map<string, HardCodedString[]>();
  for (const file of sourceFiles(folder)) {
    const found = hardCodedStrings(readFileSync(file, 'utf8'), file);
    if (found.length > 0) result.set(relative(root, file), found);
  }
  return result;
}
