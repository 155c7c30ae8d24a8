import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPage } from '@/testing/render';

function section(name: string | RegExp) {
  return screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
}

describe('ServicesPage', () => {
  it('lists the six services, each linking to its page', async () => {
    renderPage('/services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    const list = within(section('Services that grow your business'));
    const expected: Array<[string, string]> = [
      ['Web Designing', '/services/web-designing'],
      ['Digital Marketing', '/services/digital-marketing'],
      ['WordPress Development', '/services/wordpress-development'],
      ['Software Solutions', '/services/software-solutions'],
      ['Web Development', '/services/web-development'],
      ['CMS Development', '/services/cms-development'],
    ];
    expect(list.getAllByRole('link')).toHaveLength(6);
    for (const [name, href] of expected) {
      expect(list.getByRole('link', { name })).toHaveAttribute('href', href);
      expect(list.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('links the specialist service pages too', async () => {
    renderPage('/services');
    await screen.findByRole('heading', { level: 1, name: 'Our Services' });
    const hrefs = within(section('Design, search, data and strategy'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/services/ux-ui-design',
      '/services/seo',
      '/services/data-strategy',
      '/services/machine-learning',
      '/services/business-mind',
      '/services/financial-services',
    ]);
  });

  it('shows the six process steps in order', async () => {
    renderPage('/services');
    await screen.findByRole('heading', { level: 1, name: 'Our Services' });
    const steps = within(within(section('Six steps from idea to results')).getByRole('list')).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Step 1: Research & Planning',
      'Step 2: Design & Development',
      'Step 3: Testing & Quality Assurance',
      'Step 4: Deployment & Launch',
      'Step 5: Maintenance & Support',
      'Step 6: Analytics & Optimization',
    ]);
  });

  it('shows the eight industries', async () => {
    renderPage('/services');
    await screen.findByRole('heading', { level: 1, name: 'Our Services' });
    const headings = within(section('Industries we serve')).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Retail & E-commerce',
      'Finance & Banking',
      'Education',
      'Healthcare',
      'Real Estate',
      'Hospitality & Tourism',
      'Manufacturing',
      'Logistics & Transportation',
    ]);
  });

  it('ends with a call to action to /contact and links to the packages', async () => {
    renderPage('/services');
    await screen.findByRole('heading', { level: 1, name: 'Our Services' });
    const main = within(screen.getByRole('main'));
    expect(
      main.getByRole('heading', { level: 2, name: 'Not sure which service you need?' }),
    ).toBeInTheDocument();
    expect(main.getByRole('link', { name: /start a conversation/i })).toHaveAttribute('href', '/contact');
    expect(main.getByRole('link', { name: 'Packages and pricing' })).toHaveAttribute('href', '/packages');
  });

  it('sets the title, description and canonical', async () => {
    renderPage('/services');
    await screen.findByRole('heading', { level: 1, name: 'Our Services' });
    expect(document.title).toBe('Our Services: Web, Marketing, Software and Data | Chinar Digital');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Srinagar/);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/services$/);
  });
});
