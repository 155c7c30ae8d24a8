// How the public site's build groups its start-up code (scripts/build.mjs). The back office's build has its
// own grouping (admin-chunking.mjs): this group exists for the home page's start-up budget, and in the back
// office's build it only cut the entry's own modules (config, constants, the site's name) into seven small
// chunks of their own, which every screen then queued for before it could start.

/** @type {import('rolldown').CodeSplittingGroup} */
export const publicCoreGroup = {
  // What every page starts with besides React: the router, the class-name and icon helpers, the config and the
  // start-up signal, as one chunk. Left to itself Rolldown cuts them into several small common chunks, each
  // with its own request and module wrapper, which the home page's tight start-up budget cannot spare.
  name: 'core',
  test: /node_modules[\\/](react-router|react-router-dom|clsx|tailwind-merge|class-variance-authority)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared[\\/])|preload-helper|jsx-runtime|src[\\/]lib[\\/](utils|config|data-backend|before-start|interactive-signal)\.ts|src[\\/]components[\\/]ui[\\/]button-variants/,
};
