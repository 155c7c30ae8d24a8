import { site } from '@/content/site';
import { useSiteName } from '@/lib/site-name';
import { resolveMeta, type PageMeta } from './meta';
import { sanitizeJsonForScript, type JsonLd } from './json-ld';

interface SeoProps extends PageMeta {
  jsonLd?: JsonLd | JsonLd[];
}

/**
 * A page's search and sharing metadata. React 19 hoists <title>, <meta> and <link> into <head>, on the
 * server (prerender) and in the browser, so no head manager library is needed.
 */
export function Seo({ jsonLd, ...meta }: SeoProps) {
  const siteName = useSiteName();
  const resolved = resolveMeta(meta, siteName);
  return (
    <>
      <title>{resolved.title}</title>
      <meta name="description" content={resolved.description} />
      <meta name="keywords" content={resolved.keywords} />
      <link rel="canonical" href={resolved.canonical} />
      {resolved.noindex ? <meta name="robots" content="noindex, follow" /> : null}
      <meta property="og:type" content={resolved.type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content="en_IN" />
      <meta property="og:title" content={resolved.title} />
      <meta property="og:description" content={resolved.description} />
      <meta property="og:url" content={resolved.canonical} />
      <meta property="og:image" content={resolved.image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={resolved.title} />
      <meta name="twitter:description" content={resolved.description} />
      <meta name="twitter:image" content={resolved.image} />
      <meta name="geo.region" content={site.address.regionCode} />
      <meta name="geo.placename" content={site.geo.placename} />
      <meta name="geo.position" content={`${site.geo.latitude};${site.geo.longitude}`} />
      <meta name="ICBM" content={`${site.geo.latitude}, ${site.geo.longitude}`} />
      {jsonLd ? (
        <script
          type="application/ld+json"
          // Data block, not script: CSP does not apply; the JSON is escaped for the script context.
          dangerouslySetInnerHTML={{ __html: sanitizeJsonForScript(jsonLd) }}
        />
      ) : null}
    </>
  );
}
