import { readFileSync, existsSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as simpleIcons from 'simple-icons';
import { TechLogo, hasTechLogo } from './tech-logo';
import { brandLogoSlugs, logoUrl, techLogoSlugs } from './tech-logo-names';

const icons = Object.values(
  simpleIcons as unknown as Record<string, { slug?: string; path?: string; hex?: string }>,
);

describe('technology logos', () => {
  it('every mapped logo file exists and matches the simple-icons package', () => {
    for (const slug of new Set([...Object.values(techLogoSlugs), ...brandLogoSlugs])) {
      const icon = icons.find((candidate) => candidate.slug === slug);
      expect(icon, slug).toBeDefined();
      for (const tone of ['brand', 'light'] as const) {
        const file = `public${logoUrl(slug, tone)}`;
        expect(existsSync(file), `${file} (run node scripts/generate-logos.mjs)`).toBe(true);
        const svg = readFileSync(file, 'utf8');
        expect(svg).toContain(`d="${icon?.path}"`);
        if (tone === 'brand') expect(svg).toContain(`fill="#${icon?.hex}"`);
      }
    }
  });

  it('renders the mark as an image named after the technology, or a monogram', () => {
    render(
      <>
        <TechLogo name="React" />
        <TechLogo name="COBOL" />
        <TechLogo name="Python" decorative />
      </>,
    );
    expect(screen.getByRole('img', { name: 'React' })).toHaveAttribute('src', '/images/logos/react.svg');
    expect(screen.getByRole('img', { name: 'COBOL' })).toHaveTextContent('CO');
    expect(screen.queryByRole('img', { name: 'Python' })).toBeNull();
    expect(hasTechLogo('React')).toBe(true);
    expect(hasTechLogo('COBOL')).toBe(false);
  });
});
