// Starts the app on a prerendered page once the page has loaded and painted. The page's HTML already shows
// the whole page with its critical CSS inlined, so nothing but the HTML and its largest image stands between
// the visitor and the first paint: the full stylesheet (with the web fonts, which swap in for their
// metric-matched fallbacks) and the JavaScript (which only makes the page interactive) come after it.
// Inlined with capture-before-start.js in one <script> (its hash is in firebase.json's CSP), whose tag
// carries the page's own data: data-stylesheet="/assets/index-….css" and data-modules="entry chunk chunk…".
// Without JavaScript the <noscript> copy of the stylesheet link applies instead.
(() => {
  const { modules, stylesheet } = document.currentScript.dataset;
  const [entry, ...chunks] = modules.split(' ');
  let started = false;

  const append = (tag, attributes) => {
    const element = Object.assign(document.createElement(tag), { crossOrigin: '' }, attributes);
    document.head.append(element);
    return element;
  };
  const start = () => {
    if (started) return;
    started = true;
    const sheet = append('link', { rel: 'stylesheet', href: stylesheet });
    for (const href of chunks) append('link', { rel: 'modulepreload', href });
    // The app runs once the full stylesheet is there (or has failed), so nothing it draws (a menu, a dialog,
    // a message) shows without its styles; the modules download meanwhile.
    const run = () => append('script', { type: 'module', src: entry });
    sheet.addEventListener('load', run, { once: true });
    sheet.addEventListener('error', run, { once: true });
  };
  // Animation frames do not run in a hidden tab: start there at once.
  const afterNextPaint = () =>
    document.visibilityState === 'hidden' ? start() : requestAnimationFrame(() => setTimeout(start));

  // A visitor who reaches for the page (a tap, a key) before it has loaded gets the app at once; what they
  // did is held by the capture script (capture-before-start.js) and replayed by the app.
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, start, { once: true, capture: true, passive: true });
  const held = window.__beforeStart;
  if (held) {
    held.onEvent = start;
    if (held.events.length > 0) start();
  }

  if (document.readyState === 'complete') afterNextPaint();
  else addEventListener('load', afterNextPaint, { once: true });
  // A slow image (e.g. one hosted elsewhere in a post) must not keep the page inert.
  setTimeout(start, 3000);
})();
