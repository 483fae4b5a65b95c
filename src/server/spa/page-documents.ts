import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths, SITE_DESCRIPTION } from '../../shared/paths';
import { readClientManifest } from '../client-manifest';

/*
 * The HTML document of each page of the built client: index.html with the page's own chunks
 * preloaded, its meta description, and its markup when it was rendered at build time.
 */

/** A page rendered at build time (scripts/prerender-pages.ts): the markup of #root and the document title. */
interface PrerenderedPage {
  html: string;
  title: string | null;
}

/** The pages rendered at build time, by path, from `prerendered-pages.json` beside the client folder. */
function readPrerenderedPages(clientDir: string): Record<string, PrerenderedPage> {
  const file = join(clientDir, '..', 'prerendered-pages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, PrerenderedPage>) : {};
}

/** The static top bar in #root of index.html, shown until the app renders. */
const STATIC_TOP_BAR = '<div id="root"><div class="boot-shell"><span>Nightingale</span></div></div>';

/**
 * The document with a page rendered at build time in place of the static top bar, and its title.
 * #root is inert until the app takes over (main.tsx), so nothing typed or clicked there is lost.
 */
function withPrerenderedPage(document: string, page: PrerenderedPage): string {
  if (!document.includes(STATIC_TOP_BAR)) {
    throw new Error(
      'index.html no longer holds the static top bar that prerendered pages replace (see spa/page-documents.ts).',
    );
  }
  const withPage = document.replace(STATIC_TOP_BAR, () => `<div id="root" inert>${page.html}</div>`);
  return page.title ? withPage.replace(/<title>.*?<\/title>/, () => `<title>${page.title}</title>`) : withPage;
}

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The document with `description` as its meta description (the page's, from paths.ts). */
function withDescription(document: string, description: string): string {
  return document.replace(
    /<meta name="description" content="[^"]*"/,
    () => `<meta name="description" content="${escapeAttribute(description)}"`,
  );
}

/**
 * The document with its scripts fetched at low priority: the style sheet, which the content of
 * #root needs to paint, goes first, so the page shows before the app's code has arrived.
 */
function withCodeAfterStyles(document: string): string {
  return document
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

/**
 * index.html for each page, with <link> tags that fetch the page's own code and styles alongside
 * the entry, instead of after it (one round trip less before the page shows), the page's meta
 * description, and the page itself when it was rendered at build time.
 */
export function pageDocuments(indexHtml: string, clientDir: string): Map<string, string> {
  const documents = new Map<string, string>();
  const manifest = readClientManifest(clientDir);
  if (!manifest) return documents;
  const entry = manifest.entryFiles();
  const prerendered = readPrerenderedPages(clientDir);
  for (const page of Object.values(paths)) {
    const files = manifest.pageFiles(page.module);
    if (!files) continue;
    const links = [
      ...files.styles
        .filter((file) => !entry.styles.includes(file))
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...files.scripts
        .filter((file) => !entry.scripts.includes(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    const document = indexHtml.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
    const rendered = prerendered[page.path];
    const withPage = rendered ? withPrerenderedPage(document, rendered) : document;
    documents.set(page.path, withCodeAfterStyles(withDescription(withPage, page.description)));
  }
  return documents;
}

/** index.html for any path without a document of its own: the site's description, its code after its styles. */
export function indexDocument(indexHtml: string): string {
  return withCodeAfterStyles(withDescription(indexHtml, SITE_DESCRIPTION));
}
