// Starts the app on a prerendered page once the page has loaded and painted. The page's HTML already shows
// the whole page, its stylesheet inlined, so nothing but the HTML and its largest image stands between the
// visitor and the first paint: the JavaScript (which only makes the page interactive) comes after it.
// Inlined with capture-before-start.js and brand-fonts.js in one <script> (its hash is in firebase.json's CSP),
// whose tag carries the page's own data: data-modules="entry chunk chunk…" and data-fonts.
(() => {
  const { modules } = document.currentScript.dataset;
  const [entry, ...chunks] = modules.split(' ');
  let started = false;

  const append = (tag, attributes) =>
    document.head.append(Object.assign(document.createElement(tag), { crossOrigin: '' }, attributes));
  const start = () => {
    if (started) return;
    started = true;
    append('script', { type: 'module', src: entry });
    // One request per task: each request costs the main thread some work, and a page may list thirty
    // modules, which in one task would hold up a tap.
    for (const href of chunks) setTimeout(() => append('link', { rel: 'modulepreload', href }));
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
