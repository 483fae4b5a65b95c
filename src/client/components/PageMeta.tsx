import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Page, SITE_DESCRIPTION } from '../../shared/paths';

/**
 * A page's document title ("<title> | Nightingale", or the title alone when `exact`) and its meta
 * description, both from the table of pages (`paths.ts`; `title` overrides the table's). The server
 * sends the same in the page's HTML; this keeps them right as the visitor moves between pages, and
 * puts back the site's description when the page is left.
 */
export function PageMeta({ page, title, exact = false }: { page: Page; title?: string; exact?: boolean }) {
  const { t } = useTranslation();
  const description = t(page.description);
  const shown = title ?? t(page.title);
  useEffect(() => {
    const meta = document.querySelector('meta[name="description"]');
    meta?.setAttribute('content', description);
    return () => meta?.setAttribute('content', SITE_DESCRIPTION);
  }, [description]);
  const full = exact ? shown : [shown, 'Nightingale'].join(' | ');
  return <title>{full}</title>;
}
