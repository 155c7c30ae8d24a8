/**
 * The accessibility engines of the e2e checks: axe-core and HTML_CodeSniffer (HTMLCS), each added to a page
 * once and then run as often as the test needs on that document (after a click, a tab change...).
 */
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { ROOT } from '../../scripts/lib/emulator-config.mjs';

/** The WCAG levels axe checks: 2.0 and 2.1, A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  help: string;
  impact?: string | null;
  nodes: Array<{ target: unknown[] }>;
}

/** Serious and critical violations, one line each: rule, help and where. */
function blockingOf(violations: AxeViolation[]): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/**
 * axe's serious and critical violations of AXE_TAGS on the page as it stands.
 *
 * @axe-core/playwright's `analyze()` evaluates axe's 650 kB source in the page on every call, runs
 * `axe.runPartial` there, then opens a blank page, evaluates the source again and runs `axe.finishRun` in
 * it (so that results from cross-origin frames can be merged). Our pages have no frames: there axe's own
 * `axe.run` in the page computes the same results (it is runPartial + finishRun in one document), without
 * the second page. Axe stays in the document, so a later check of the same document (after a click) only
 * runs it. A page with frames goes through `AxeBuilder` as before.
 */
export async function axeBlocking(page: Page): Promise<string[]> {
  if (page.frames().length > 1) {
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    return blockingOf(results.violations);
  }
  const loaded = await page.evaluate(
    () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!loaded) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const engine = (window as unknown as { axe: typeof axe }).axe;
    // resultTypes: every rule still checks every element; only passes and incomplete results are reported
    // with one example node instead of all of them (their selectors cost time), and only violations are read.
    const results = await engine.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    // Only what blockingOf reads crosses back: whole results are megabytes on the larger pages.
    return results.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => ({ target: node.target as unknown[] })),
    }));
  }, AXE_TAGS);
  return blockingOf(violations);
}

/**
 * HTML_CodeSniffer's build comes from node_modules; the site's CSP allows scripts from its own origin only,
 * so it is served at a same-origin address (answered by the test, never by the site) and added with a script
 * tag, as a checker's bookmarklet would.
 */
const HTMLCS_SCRIPT = join(ROOT, 'node_modules', 'html_codesniffer', 'build', 'HTMLCS.js');
const HTMLCS_URL = '/__e2e__/HTMLCS.js';

/**
 * HTML_CodeSniffer errors that are not faults of the page, by code (a part of the message code), each with
 * the reason. Everything else fails the test.
 */
const HTMLCS_FALSE_POSITIVES: ReadonlyArray<{ code: string; why: string }> = [];

interface HtmlcsMessage {
  type: number;
  code: string;
  msg: string;
  element: Element | Document;
}

interface Htmlcs {
  process(standard: string, content: Document, callback: () => void, failCallback: () => void): void;
  getMessages(): HtmlcsMessage[];
  getTranslation(key: string): string | undefined;
}

/** Pages whose requests for HTMLCS_URL are answered with the script. */
const htmlcsRouted = new WeakSet<Page>();

/**
 * HTML_CodeSniffer's errors (type 1, HTMLCS.ERROR) for WCAG2AA on the page as it stands: code, selector,
 * message. The script is added once per document.
 */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  if (!htmlcsRouted.has(page)) {
    await page.route(`**${HTMLCS_URL}`, (route) =>
      route.fulfill({ path: HTMLCS_SCRIPT, contentType: 'text/javascript; charset=utf-8' }),
    );
    htmlcsRouted.add(page);
  }
  const loaded = await page.evaluate(() => 'HTMLCS' in window);
  if (!loaded) await page.addScriptTag({ url: HTMLCS_URL });
  const errors = await page.evaluate(
    () =>
      new Promise<Array<{ code: string; selector: string; msg: string }>>((resolve, reject) => {
        const htmlcs = (window as unknown as { HTMLCS: Htmlcs }).HTMLCS;
        // 2.5.1 reports an H98 error under 'InvalidAutoComplete_…' while its tables say 'InvalidAutocomplete_…':
        // the lookup finds nothing and the run dies on it. Fall back to the tables' spelling (once: a second
        // run in the same document finds the wrapper already there).
        const patched = htmlcs as Htmlcs & { e2eTranslationPatched?: true };
        if (!patched.e2eTranslationPatched) {
          const translate = htmlcs.getTranslation.bind(htmlcs);
          htmlcs.getTranslation = (key) =>
            translate(key) ?? translate(key.replace('InvalidAutoComplete_', 'InvalidAutocomplete_'));
          patched.e2eTranslationPatched = true;
        }
        /** A readable path to the element: ids where there are, else tag and position. */
        const selectorOf = (node: Element | Document): string => {
          if (!(node instanceof Element)) return 'document';
          const parts: string[] = [];
          for (let element: Element | null = node; element; element = element.parentElement) {
            if (element.id) {
              parts.unshift(`#${CSS.escape(element.id)}`);
              break;
            }
            const siblings = element.parentElement
              ? Array.from(element.parentElement.children).filter(
                  (other) => other.tagName === element!.tagName,
                )
              : [];
            const tag = element.tagName.toLowerCase();
            parts.unshift(siblings.length > 1 ? `${tag}:nth-of-type(${siblings.indexOf(element) + 1})` : tag);
          }
          return parts.join(' > ');
        };
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === 1)
                .map((message) => ({
                  code: message.code,
                  selector: selectorOf(message.element),
                  msg: message.msg,
                })),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run')),
        );
      }),
  );
  return errors
    .filter((error) => !HTMLCS_FALSE_POSITIVES.some((known) => error.code.includes(known.code)))
    .map((error) => `${error.code} (${error.selector}): ${error.msg}`);
}
