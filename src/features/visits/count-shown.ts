import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type * as VisitCounterModule from './visit-counter';

type VisitCounter = typeof VisitCounterModule;

/** The counter once downloaded: later counts reach it in the same task as the render that showed them. */
let loadedCounter: VisitCounter | null = null;
let loadingCounter: Promise<VisitCounter> | null = null;

function withCounter(count: (counter: VisitCounter) => void): void {
  if (loadedCounter) {
    count(loadedCounter);
    return;
  }
  loadingCounter ??= import('./visit-counter').then((counter) => (loadedCounter = counter));
  void loadingCounter.then(count);
}

/** Crawlers that run a page's code (Googlebot renders it), by the names their user agents carry. */
const CRAWLER_AGENT = /(?:bot|crawler|spider|slurp)\b/i;

/**
 * Automated browsers are not visitors: one under remote control says so (navigator.webdriver, the WebDriver
 * standard's flag, set by Playwright, Puppeteer and Selenium), and a crawler by its user agent.
 */
const isAutomated = () => navigator.webdriver || CRAWLER_AGENT.test(navigator.userAgent);

/**
 * Counts a page (by its address) or a post (by id) once each time `showing` changes to a new value, as it
 * is rendered; nothing while `what` is null. The counter, and what it needs to tell a page's route,
 * download on the first count, in a chunk of their own: a page's start-up code carries only this hook.
 * A layout effect, so that once the counter is loaded a page is counted before anyone can see it: a
 * visitor who leaves the moment a page appears has had it counted. Automated browsers are not counted.
 */
export function useCountShown(kind: 'page' | 'post', what: string | null, showing: string): void {
  const counted = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (what === null || counted.current === showing || isAutomated()) return;
    counted.current = showing;
    withCounter(({ countShownPage, countShown }) =>
      kind === 'page' ? countShownPage(what) : countShown({ kind: 'post', id: what }),
    );
  }, [kind, what, showing]);
}

/** Counts a view of the page at the current address (the site layout's, for every public page). */
export function useCountPageView(): void {
  const { pathname } = useLocation();
  useCountShown('page', pathname, pathname);
}
