import { useEffect } from 'react';

/**
 * A page's document title ("<title> | Nightingale", or `title` alone when `exact`) and its meta
 * description, for search engines and link previews.
 */
export function PageMeta({
  title,
  description,
  exact = false,
}: {
  title: string;
  description: string;
  exact?: boolean;
}) {
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
  return <title>{exact ? title : `${title} | Nightingale`}</title>;
}
