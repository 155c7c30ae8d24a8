// What the back office's page does before its entry runs. Loaded only by admin.html, in <head>, as an external
// file because the CSP allows no inline script. The build appends the current screen's module preloads
// (scripts/lib/admin-preloads.mjs).
//
// The admin's dark-mode preference, before first paint (no flash). Mirrors src/stores/preferences.ts
// (PREFERENCES_KEY).
try {
  var stored = JSON.parse(localStorage.getItem('chinar-digital:admin-preferences') || 'null');
  if (stored && stored.state && stored.state.darkMode === true)
    document.documentElement.classList.add('dark');
} catch {
  // Unreadable preferences: light mode.
}
