/**
 * The look shared by Input, Textarea and Select (kept apart so each control file stays small). Light mode is
 * the public site's look; the `dark:` classes only apply under `.dark` (the admin area).
 */
export const fieldClasses =
  'w-full rounded-xl border border-ink-200 bg-white px-4 text-base text-ink-900 shadow-xs transition-colors placeholder:text-ink-400 hover:border-ink-300 focus-visible:border-chinar-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-chinar-600/30 disabled:opacity-60 aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/30 sm:text-sm ' +
  'dark:border-ink-500 dark:bg-ink-950 dark:text-ink-50 dark:placeholder:text-ink-400 dark:hover:border-ink-400 dark:focus-visible:border-chinar-400 dark:focus-visible:outline-chinar-400/40 dark:aria-invalid:border-danger dark:aria-invalid:focus-visible:outline-danger/40';
