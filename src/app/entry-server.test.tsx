// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seedCollections } from '@/data/seed';
import { setStore } from '@/data/store';
import { createMemoryStore } from '@/data/store/memory-store';
import { businessJsonLdTag, loadSnapshot, renderRoute } from './entry-server';

/** settings/site as an admin saved it: another name than the config's. */
const saved = {
  siteName: 'Jhelum Works',
  siteDescription: 'A web and data studio on the banks of the Jhelum.',
  contactEmail: 'team@jhelum.example',
  socialLinks: { facebook: '', twitter: 'https://x.com/jhelumworks', instagram: '', linkedin: '' },
};

describe('the prerender names the site as the snapshot of its settings says', () => {
  it('reads settings/site into the snapshot', async () => {
    setStore(createMemoryStore({ seed: { ...seedCollections, settings: { site: saved } } }));
    const snapshot = await loadSnapshot('store');
    expect(snapshot.settings).toMatchObject({
      siteName: 'Jhelum Works',
      contactEmail: 'team@jhelum.example',
    });
  });

  it('renders the saved name in the header, footer, title suffix and share metadata', async () => {
    const html = await renderRoute('/about', { settings: saved, queries: [] });
    expect(html).toContain(
      '<title>About Us: A Technology Studio in Srinagar, Kashmir | Jhelum Works</title>',
    );
    expect(html).toContain('<meta property="og:site_name" content="Jhelum Works"/>');
    expect(html).toContain('aria-label="Jhelum Works home"');
    // The wordmark, in the header and the footer.
    expect(html.match(/>Jhelum<span[^>]*> (?:<!-- -->)?Works<\/span>/g)).toHaveLength(2);
  });

  it('writes the business JSON-LD with the saved name, e-mail and profiles', () => {
    const tag = businessJsonLdTag(saved);
    const data = JSON.parse(tag.replace(/^<script[^>]*>|<\/script>$/g, '')) as Record<string, unknown>;
    expect(data).toMatchObject({
      name: 'Jhelum Works',
      email: 'team@jhelum.example',
      sameAs: ['https://x.com/jhelumworks'],
    });
  });
});
