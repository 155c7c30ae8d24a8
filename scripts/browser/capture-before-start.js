// Inlined at the top of every prerendered page's <head> (its hash is in firebase.json's CSP): from first paint
// until the app has taken the page over, it records what the visitor does that only the app can act on, so
// that the app replays it once it runs (src/lib/before-start.ts). Nothing is lost and nothing happens twice:
// - clicks on buttons and other elements without a default action are held and replayed;
// - a checkbox or radio click is cancelled (the box keeps its state) and replayed, so the app sees the change;
// - a form submit is cancelled (nothing typed goes to the address bar) and replayed as a submit;
// - key presses outside text fields are replayed; text typed into a field stays in it and is handed over;
// - links, labels, text fields, selects and submit buttons keep their own default actions.
// Held events stop here, so the app (whose listeners may already be attached while it hydrates) sees each
// action once, through the replay.
(() => {
  const pending = { events: [], done: false, live: new WeakSet() };
  window.__beforeStart = pending;
  const TEXT_ENTRY = /^(?:text|search|email|tel|url|password|number|date|datetime-local|month|time|week)$/;
  const isTextEntry = (element) =>
    element.isContentEditable ||
    element.tagName === 'TEXTAREA' ||
    element.tagName === 'SELECT' ||
    (element.tagName === 'INPUT' && TEXT_ENTRY.test(element.type));

  const hold = (event) => {
    const target = event.target;
    if (pending.done || !(target instanceof Element)) return;
    if (event.type === 'click') {
      const control = target.closest('a[href],area[href],label,summary,input,select,textarea,button');
      if (control) {
        const toggles = control.tagName === 'INPUT' && /^(?:checkbox|radio)$/.test(control.type);
        const plainButton = control.tagName === 'BUTTON' && control.type === 'button';
        if (!toggles && !plainButton) return;
        if (toggles) event.preventDefault();
      }
    } else if (event.type === 'submit') {
      event.preventDefault();
    } else if (event.type === 'keydown') {
      if (isTextEntry(target) || event.isComposing) return;
    }
    event.stopPropagation();
    pending.events.push({ event, target, submitter: event.submitter ?? null });
    pending.onEvent?.();
  };
  // Typing: the text stays in the field; the app is told which fields changed. Fields the app has taken over
  // (pending.live: their text handed over, which is itself an input event) hear their own events.
  const typed = (event) => {
    const target = event.target;
    if (pending.done || !(target instanceof Element) || pending.live.has(target)) return;
    event.stopPropagation();
    pending.events.push({ event, target, submitter: null });
  };
  for (const type of ['click', 'submit', 'keydown']) addEventListener(type, hold, true);
  for (const type of ['input', 'change']) addEventListener(type, typed, true);
})();
