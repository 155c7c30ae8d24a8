// @own-worker: the first test needs a page whose copy no earlier file has downloaded (vite.config.ts).
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { loadedServicePage, loadServicePage, serviceSlugs } from '@/content/services';
import { renderPage } from '@/testing/render';

const specPages = ['web-designing', 'ux-ui-design', 'seo', 'digital-marketing'];

function mainLinks() {
  return within(screen.getByRole('main'))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

describe('ServicePage', () => {
  // First in the file: no test has loaded this page's copy yet, so the page waits for its chunk (use()).
  it('renders a page whose own copy is still to be downloaded', async () => {
    expect(loadedServicePage('business-mind')).toBeUndefined();
    renderPage('/services/business-mind');
    expect(await screen.findByRole('heading', { level: 1, name: 'Business Mind' })).toBeInTheDocument();
    expect(loadedServicePage('business-mind')?.slug).toBe('business-mind');
  });

  it.each([...serviceSlugs])(
    'renders /services/%s with its title as h1 and a link to /contact',
    async (slug) => {
      const page = await loadServicePage(slug);
      renderPage(`/services/${slug}`);
      expect(await screen.findByRole('heading', { level: 1, name: page?.title })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(mainLinks()).toContain('/contact');
      expect(document.title).toBe(`${page?.metaTitle} | Chinar Digital`);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
        new RegExp(`/services/${slug}$`),
      );
    },
  );

  it.each(specPages)('gives /services/%s calls to action to /contact and /projects', async (slug) => {
    renderPage(`/services/${slug}`);
    await screen.findByRole('heading', { level: 1 });
    const main = within(screen.getByRole('main'));
    const consultationLinks = main.getAllByRole('link', { name: /get a free consultation/i });
    expect(consultationLinks.map((link) => link.getAttribute('href'))).toEqual(['/contact', '/contact']);
    expect(mainLinks()).toEqual(expect.arrayContaining(['/contact', '/projects']));
    expect(main.getByRole('link', { name: 'See our projects' })).toHaveAttribute('href', '/projects');
  });

  it('shows the breadcrumb, highlights, features, claims, process, technologies, FAQs and related services', async () => {
    renderPage('/services/seo');
    await screen.findByRole('heading', { level: 1, name: 'SEO Services' });
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    expect(breadcrumb.getByText('SEO Services')).toHaveAttribute('aria-current', 'page');

    expect(
      screen.getByRole('heading', { level: 3, name: 'Local SEO and Business Profile' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Google Business Profile setup and weekly posts')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Local rankings our clients reach' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Top 3')).toBeInTheDocument();
    expect(screen.getByText('150%')).toBeInTheDocument();
    expect(screen.getByText('Google Analytics', { selector: 'li' })).toBeInTheDocument();

    const faq = screen
      .getByRole('heading', { level: 3, name: 'How long does SEO take to work?' })
      .closest('details');
    expect(faq).not.toBeNull();
    expect(faq).not.toHaveAttribute('open');

    const related = screen.getByRole('heading', { level: 2, name: 'Related services' }).closest('section')!;
    expect(within(related).getByRole('link', { name: 'Digital Marketing' })).toHaveAttribute(
      'href',
      '/services/digital-marketing',
    );
  });

  it('adds Service and breadcrumb structured data that points at the business', async () => {
    renderPage('/services/financial-services');
    await screen.findByRole('heading', { level: 1, name: 'Financial Services' });
    const blocks = Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) =>
      JSON.parse(script.textContent ?? '{}'),
    );
    const pageData = blocks.find(Array.isArray) as Array<Record<string, unknown>>;
    const service = pageData.find((entry) => entry['@type'] === 'Service')!;
    expect(service.name).toBe('Financial Services');
    expect((service.provider as { '@id': string })['@id']).toMatch(/\/#business$/);
    expect(service.areaServed).toBeDefined();
    expect(pageData.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('shows the 404 page for an unknown service', async () => {
    renderPage('/services/no-such-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });
});
