import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { BrowserPreferences } from '@/data/schemas/site-settings';

/**
 * Per-browser admin preferences (spec section 4: appearance and notification switches take effect at once
 * and are saved automatically). public/admin-start.js reads the same key before first paint, so dark mode
 * never flashes: keep PREFERENCES_KEY and the stored shape ({ state: { darkMode } }) in step with it.
 * Inquiry e-mails are not here: each person chooses them on their staff record (issue 36).
 */
export const PREFERENCES_KEY = 'chinar-digital:admin-preferences';

export const DEFAULT_PREFERENCES: BrowserPreferences = {
  darkMode: false,
  sidebarCollapsed: false,
  pushNotifications: false,
};

interface PreferencesStore extends BrowserPreferences {
  set(changes: Partial<BrowserPreferences>): void;
}

/** The stored preferences this version knows (defaults for the rest), whatever an older one stored beside them. */
function knownPreferences(stored: unknown): BrowserPreferences {
  const state = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const known = { ...DEFAULT_PREFERENCES };
  for (const key of Object.keys(DEFAULT_PREFERENCES) as Array<keyof BrowserPreferences>) {
    const value = state[key];
    if (typeof value === 'boolean') known[key] = value;
  }
  return known;
}

export const usePreferences = create<PreferencesStore>()(
  persist(
    (set) => ({
      ...DEFAULT_PREFERENCES,
      set: (changes) => set(changes),
    }),
    {
      name: PREFERENCES_KEY,
      // 2: the per-browser e-mail switch (version 1's emailNotifications) is gone.
      version: 2,
      migrate: knownPreferences,
      partialize: ({ darkMode, sidebarCollapsed, pushNotifications }) => ({
        darkMode,
        sidebarCollapsed,
        pushNotifications,
      }),
    },
  ),
);
