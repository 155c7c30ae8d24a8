// Applies the admin's dark-mode preference before first paint (no flash). Loaded only by admin.html, as an
// external file because the CSP allows no inline script. Mirrors src/stores/preferences.ts (PREFERENCES_KEY).
try {
  var stored = JSON.parse(localStorage.getItem('chinar-digital:admin-preferences') || 'null');
  if (stored && stored.state && stored.state.darkMode === true)
    document.documentElement.classList.add('dark');
} catch {
  // Unreadable preferences: light mode.
}
