import { buildBusinessJsonLd, sanitizeJsonForScript } from '@/seo/json-ld';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';

/** Renders one route to HTML at build time, waiting for every lazy page (scripts/prerender.mjs). */
export async function renderRoute(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </StaticRouter>
    </StrictMode>,
    // One complete document: no streamed Suspense segments, which need inline scripts (blocked by our CSP)
    // to be revealed and would hide the content from crawlers and no-JS visitors.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export { prerenderRoutes, clientRenderedSitemapRoutes } from './prerender-routes';

/**
 * The business's JSON-LD, the same on every page: written into the HTML template at build time rather
 * than rendered by React, so it costs the browser no JavaScript.
 */
export function businessJsonLdTag(): string {
  return `<script type="application/ld+json">${sanitizeJsonForScript(buildBusinessJsonLd())}</script>`;
}
