import { flushSync } from 'react-dom';
import { INTERACTIVE_ATTRIBUTE, markInteractive } from './interactive-signal';

/**
 * The app's side of "every tap counts from first paint". Prerendered pages are readable before the app runs;
 * what a visitor does meanwhile is held by scripts/browser/capture-before-start.js (inlined in <head>). Once
 * React has hydrated every part of the page (the layout's and each Suspense boundary's <HydrationPart> has
 * mounted), this replays it in order, stops the capture and sets the one signal that the page is
 * interactive: `<html data-interactive="true">` (end-to-end tests wait for it).
 */

interface HeldEvent {
  event: Event;
  target: Element;
  submitter: HTMLElement | null;
}

interface BeforeStart {
  events: HeldEvent[];
  done: boolean;
  /** Fields the app has taken over (their text handed over): the capture lets their typing through. */
  live: WeakSet<Element>;
  onEvent?: () => void;
}

declare global {
  interface Window {
    __beforeStart?: BeforeStart;
  }
}

const PART_SELECTOR = '[data-hydration-part]';

let hydratedParts = new WeakSet<Element>();
let contentShown = false;
let handedOver = false;
let resolveInteractive!: () => void;
let interactive = new Promise<void>((resolve) => (resolveInteractive = resolve));
/** Per field, the held change that was last handed over (a field typed into again is handed over again). */
const handedOverChange = new WeakMap<Element, HeldEvent>();

/** How a field's owner takes text typed into it before the app started: usually its state's setter. */
export type TypedTextAdopter = (
  text: string,
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
) => void;
const adopters = new WeakMap<Element, TypedTextAdopter>();

/**
 * For a ref callback on a controlled field of a prerendered page (or on its form, for every field in it): text
 * typed before the app started goes to `adopt` as soon as the field's part has hydrated, so the next render
 * shows it instead of the state's empty value (hydration itself leaves a field's text as it is). Returns the
 * ref's cleanup.
 */
export function adoptTypedText(element: HTMLElement | null, adopt: TypedTextAdopter): () => void {
  if (!element) return () => {};
  adopters.set(element, adopt);
  return () => adopters.delete(element);
}

/** Resolves once the page is interactive (what was held has been replayed). */
export function whenInteractive(): Promise<void> {
  return interactive;
}

/**
 * A part of the page (src/layouts/HydrationPart.tsx) has hydrated or rendered: the layout, or a Suspense
 * boundary's content. Text typed into the fields of the parts hydrated so far goes to their state at once,
 * before any re-render could clear it. The page is handed over to the app once some content (not only the
 * layout) is up and every part in the document has run: a part still waiting for its code keeps its
 * prerendered element; a part React rendered afresh (its markup replaced) counts with its new element.
 */
export function markHydrated(part: Element, { layout = false } = {}): void {
  if (handedOver) return;
  hydratedParts.add(part);
  if (!layout) contentShown = true;
  const complete =
    contentShown && [...document.querySelectorAll(PART_SELECTOR)].every((each) => hydratedParts.has(each));
  if (complete) handedOver = true;
  // After React's commit, so each handed-over change renders as it would from a keystroke.
  queueMicrotask(() => {
    const held = window.__beforeStart;
    if (held) handOverTypedText(held);
    if (!complete) return;
    // From here on the app hears events itself.
    if (held) held.done = true;
    void replay(held?.events.splice(0) ?? []).then(() => {
      markInteractive();
      resolveInteractive();
    });
  });
}

/** For tests: forget that the page was handed over. */
export function resetBeforeStartForTesting(): void {
  hydratedParts = new WeakSet();
  contentShown = false;
  handedOver = false;
  interactive = new Promise<void>((resolve) => (resolveInteractive = resolve));
  document.documentElement.removeAttribute(INTERACTIVE_ATTRIBUTE);
}

const isField = (target: Element): target is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/** A field has hydrated once the nearest part around it has (its HydrationPart's effect ran). */
const isHydrated = (field: Element) => {
  const part = field.closest(PART_SELECTOR);
  return part !== null && hydratedParts.has(part);
};

/**
 * Hands the text typed into the hydrated fields to their owners' state (registered with adoptTypedText) and
 * renders it at once, in one render for all of them, as a keystroke's update is: a held submit replayed next
 * sees it.
 */
function handOverTypedText({ events, live }: BeforeStart): void {
  const lastChange = new Map<Element, HeldEvent>();
  for (const held of events)
    if (held.event.type === 'input' || held.event.type === 'change') lastChange.set(held.target, held);
  flushSync(() => {
    for (const [field, change] of lastChange) {
      if (handedOverChange.get(field) === change) continue;
      if (!isField(field) || !field.isConnected || !isHydrated(field)) continue;
      handedOverChange.set(field, change);
      live.add(field);
      handOverValue(field);
    }
  });
}

/** A task of its own, as a real event has: React has applied what the last one changed before the next. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Replays the held actions in order (typed text has been handed over as each part hydrated). */
async function replay(events: HeldEvent[]): Promise<void> {
  for (const { event, target, submitter } of events) {
    if (event.type === 'input' || event.type === 'change') continue;
    await nextTask();
    // Gone if the app rendered this part afresh instead of hydrating it.
    if (!target.isConnected) continue;
    // An event's own properties are a valid init dictionary: the copy has the same position, button, key
    // and modifiers (a dispatched event cannot be sent again once it has been cancelled).
    if (event.type === 'click' && event instanceof MouseEvent) {
      target.dispatchEvent(new MouseEvent('click', event));
    } else if (event.type === 'keydown' && event instanceof KeyboardEvent) {
      target.dispatchEvent(new KeyboardEvent('keydown', event));
    } else if (event.type === 'submit' && target instanceof HTMLFormElement) {
      target.requestSubmit(submitterOf(target, submitter));
    }
  }
}

function submitterOf(form: HTMLFormElement, submitter: HTMLElement | null): HTMLElement | null {
  const isSubmitButton =
    (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
    submitter.type === 'submit' &&
    submitter.form === form;
  return isSubmitButton ? submitter : null;
}

/** A field's text to the setter its owner registered, on the field or on its form (checkboxes are replayed). */
function handOverValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return;
  const adopt = adopters.get(field) ?? (field.form ? adopters.get(field.form) : undefined);
  adopt?.(field.value, field);
}
