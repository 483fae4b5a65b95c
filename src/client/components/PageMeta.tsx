import { useEffect } from 'react';
import { type Page, SITE_DESCRIPTION } from '../../shared/paths';

/**
 * A page's document title ("<title> | Nightingale", or the title alone when `exact`) and its meta
 * description, both from the table of pages (`paths.ts`; `title` overrides the table's). The server
 * sends the same in the page's HTML; this keeps them right as the visitor moves between pages, and
 * puts back the site's description when the page is left.
 */
export function PageMeta({ page, title = page.title, exact = false }: { page: Page; title?: string; exact?: boolean }) {
  const { description } = page;
  useEffect(() => {
    const meta = document.querySelector('meta[name="description"]');
    meta?.setAttribute('content', description);
    return () => meta?.setAttribute('content', SITE_DESCRIPTION);
  }, [description]);
  return <title>{exact ? title : `${title} | Nightingale`}</title>;
}
