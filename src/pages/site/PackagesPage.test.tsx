import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPage } from '@/testing/render';

describe('PackagesPage', () => {
  it('shows three packages with starting prices in rupees, what each includes and a quote link', async () => {
    renderPage('/packages');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Packages and Pricing' }),
    ).toBeInTheDocument();
    const expected: Array<[string, string]> = [
      ['Starter Website', '₹24,999'],
      ['Growth', '₹59,999'],
      ['Custom Software & Retainer', '₹1,50,000'],
    ];
    for (const [name, price] of expected) {
      const card = within(screen.getByRole('article', { name }));
      expect(card.getByText('Starting at')).toBeInTheDocument();
      expect(card.getByText(price)).toBeInTheDocument();
      expect(card.getAllByRole('listitem').length).toBeGreaterThanOrEqual(8);
      expect(card.getByRole('link', { name: `Get a quote for the ${name} package` })).toHaveAttribute(
        'href',
        '/contact',
      );
    }
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('compares the packages in a table with a caption and header cells', async () => {
    renderPage('/packages');
    const table = await screen.findByRole('table', { name: /package comparison/i });
    const columnHeaders = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(columnHeaders).toEqual(['Feature', 'Starter Website', 'Growth', 'Custom Software & Retainer']);
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(10);
    const pagesRow = within(table)
      .getByRole('rowheader', { name: 'Dedicated project manager' })
      .closest('tr')!;
    expect(
      within(pagesRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Not included', 'Not included', 'Included']);
  });

  it('answers payment, timeline and hosting questions and links to /contact', async () => {
    renderPage('/packages');
    await screen.findByRole('heading', { level: 1, name: 'Packages and Pricing' });
    for (const question of [
      'How do payments work?',
      'How long will my project take?',
      'What happens to hosting after the first year?',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: question }).closest('details')).not.toBeNull();
    }
    expect(screen.getByRole('link', { name: /start a conversation/i })).toHaveAttribute('href', '/contact');
  });

  it('sets the metadata and an offer catalogue in rupees', async () => {
    renderPage('/packages');
    await screen.findByRole('heading', { level: 1, name: 'Packages and Pricing' });
    expect(document.title).toMatch(/^Packages and Pricing.* \| Chinar Digital$/);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/packages$/);
    const catalogue = Array.from(document.querySelectorAll('script[type="application/ld+json"]'))
      .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
      .find((entry) => entry['@type'] === 'OfferCatalog');
    const offers = catalogue?.itemListElement as Array<{
      priceSpecification: { minPrice: number; priceCurrency: string };
    }>;
    expect(offers.map((offer) => offer.priceSpecification.minPrice)).toEqual([24999, 59999, 150000]);
    expect(offers[0]?.priceSpecification.priceCurrency).toBe('INR');
  });
});
