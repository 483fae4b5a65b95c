import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';
import { startI18n } from './i18n/i18n';

/** A page rendered ahead of time: the markup of `#root` and the page's document title. */
export interface PrerenderedPage {
  html: string;
  title: string | null;
}

/**
 * Renders the page at `path` as the app first renders it in the browser (the session still being
 * checked), in English, for the server to put in the page's document (scripts/prerender-pages.ts). Throws when
 * the path does not render a page (a redirect or an error).
 */
export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  await startI18n('en');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect or response, not a page`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const markup = renderToString(
    <AppProviders queryClient={new QueryClient()}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
  );
  // React puts a page's <title> first; the document's head is the place for it.
  const title = markup.match(/<title>(.*?)<\/title>/)?.[1] ?? null;
  return { html: markup.replace(/<title>.*?<\/title>/, ''), title };
}
