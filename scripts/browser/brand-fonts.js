// The brand's web fonts, without a swap after the first paint. A page starts in the fonts' metric-matched local
// fallbacks; once it has loaded, the fonts' files (the script tag's data-fonts) are fetched into the browser's
// cache, and every page after that starts in the fonts themselves: html.brand-fonts puts them first in the
// font stacks (src/styles/index.css). In-app navigations switch as soon as the files are cached
// (<html data-brand-fonts="cached">, src/lib/brand-fonts.ts). A font that swaps in over painted text lays the
// whole page out again and shifts what the visitor is reading.
(() => {
  const STORAGE_KEY = 'chinar-digital:brand-fonts';
  const { fonts } = document.currentScript.dataset;
  const root = document.documentElement;
  let cached = null;
  try {
    cached = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the fonts come with the next in-app navigation.
  }
  if (cached === fonts) {
    root.classList.add('brand-fonts');
    // Read from the cache now rather than at the first layout, so they are there for the first paint.
    for (const family of ['Inter Variable', 'Plus Jakarta Sans Variable'])
      document.fonts.load(`1em "${family}"`);
    return;
  }
  const fetchOne = (href) =>
    fetch(href, { priority: 'low' }).then((response) => {
      if (!response.ok) throw new Error(`${href}: ${response.status}`);
      return response.arrayBuffer();
    });
  const warm = () =>
    Promise.all(fonts.split(' ').map(fetchOne)).then(
      () => {
        root.dataset.brandFonts = 'cached';
        try {
          localStorage.setItem(STORAGE_KEY, fonts);
        } catch {
          // Storage blocked or full: in-app navigations still switch.
        }
      },
      () => {},
    );
  const whenIdle = () => (window.requestIdleCallback ? requestIdleCallback(warm) : setTimeout(warm));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
})();
