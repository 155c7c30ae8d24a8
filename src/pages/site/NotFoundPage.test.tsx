import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '@/testing/render';

describe('NotFoundPage', () => {
  it('shows Page Not Found with a Return to Home link for an unknown path', async () => {
    renderPage('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('offers helpful links to the main sections', async () => {
    renderPage('/some/deep/missing/path');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    const main = screen.getByRole('main');
    const links = ['Services', 'Projects', 'Blog', 'Contact'].map((label) =>
      Array.from(main.querySelectorAll('a')).find((link) => link.textContent?.startsWith(label)),
    );
    expect(links.map((link) => link?.getAttribute('href'))).toEqual([
      '/services',
      '/projects',
      '/blog',
      '/contact',
    ]);
  });

  it('sets a noindex title with the brand and a canonical for the requested path', async () => {
    renderPage('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    expect(document.title).toBe('Page Not Found | Chinar Digital');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/no-such-page$/);
  });
});
