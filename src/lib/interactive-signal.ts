/**
 * The app's one readiness signal, `<html data-interactive="true">`: the public site sets it once a page has
 * hydrated and replayed what the visitor did (src/lib/before-start.ts), the back office once its first screen
 * has rendered (src/app/admin/AdminRoot.tsx). End-to-end tests and the budget script wait for it.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

export function markInteractive(): void {
  document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, 'true');
}
