/**
 * The brand's web fonts on the public site (scripts/browser/brand-fonts.js): a visitor's first page shows the
 * fonts' metric-matched fallbacks while the font files download into the browser's cache, and
 * `<html data-brand-fonts="cached">` marks when they are there. An in-app navigation is the moment to switch:
 * the new page replaces the old one anyway, so the switch shifts nothing the visitor was reading.
 */
const FAMILIES = ['Inter Variable', 'Plus Jakarta Sans Variable'];

/**
 * Puts the web fonts first (html.brand-fonts, src/styles/index.css) once their files are cached, loading them
 * before the switch so that no text waits on them. A font that fails to load leaves the fallbacks.
 */
export async function switchToCachedBrandFonts(root: HTMLElement = document.documentElement): Promise<void> {
  if (root.dataset.brandFonts !== 'cached' || root.classList.contains('brand-fonts')) return;
  try {
    await Promise.all(FAMILIES.map((family) => document.fonts.load(`1em "${family}"`)));
  } catch {
    return;
  }
  root.classList.add('brand-fonts');
}
