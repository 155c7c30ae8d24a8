import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchToCachedBrandFonts } from './brand-fonts';

/** jsdom has no FontFaceSet: a stand-in whose load() answers as `outcome` says. */
function fontsThat(outcome: 'load' | 'fail') {
  const load = vi.fn((font: string) =>
    outcome === 'load' ? Promise.resolve([]) : Promise.reject(new Error(`${font}: network error`)),
  );
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  return load;
}

describe('switchToCachedBrandFonts', () => {
  afterEach(() => {
    document.documentElement.className = '';
    delete document.documentElement.dataset.brandFonts;
  });

  it('loads both web fonts, then puts them first, once their files are cached', async () => {
    const load = fontsThat('load');
    document.documentElement.dataset.brandFonts = 'cached';
    await switchToCachedBrandFonts();
    expect(load.mock.calls.map(([font]) => font)).toEqual([
      '1em "Inter Variable"',
      '1em "Plus Jakarta Sans Variable"',
    ]);
    expect(document.documentElement).toHaveClass('brand-fonts');
  });

  it('keeps the fallbacks while the files are not cached', async () => {
    const load = fontsThat('load');
    await switchToCachedBrandFonts();
    expect(load).not.toHaveBeenCalled();
    expect(document.documentElement).not.toHaveClass('brand-fonts');
  });

  it('keeps the fallbacks when a font fails to load', async () => {
    fontsThat('fail');
    document.documentElement.dataset.brandFonts = 'cached';
    await switchToCachedBrandFonts();
    expect(document.documentElement).not.toHaveClass('brand-fonts');
  });
});
