// Starts the app on a prerendered page once the page has loaded and painted: the HTML already shows the
// whole page, so its CSS, fonts and largest image get the connection first and the JavaScript (which only
// makes the page interactive) comes after. The build copies this file into assets/ with a content hash and
// lists the page's modules on its tag: data-modules="entry chunk chunk…".
(() => {
  const tag = document.currentScript;
  const [entry, ...chunks] = tag.dataset.modules.split(' ');
  let started = false;

  const start = () => {
    if (started) return;
    started = true;
    for (const href of chunks) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // Animation frames do not run in a hidden tab: start there at once.
  const afterNextPaint = () =>
    document.visibilityState === 'hidden' ? start() : requestAnimationFrame(() => setTimeout(start));

  // A visitor who reaches for the page (a tap, a key) before it has loaded gets the app at once; what they
  // did is held by the capture script inlined in <head> (capture-before-start.js) and replayed by the app.
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
