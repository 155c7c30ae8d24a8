import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { BrowserPreferences } from '@/data/schemas/site-settings';

/**
 * Per-browser admin preferences (spec section 4: appearance and notification switches take effect at once
 * and are saved automatically). public/admin-start.js reads the same key before first paint, so dark mode
 * never flashes: keep PREFERENCES_KEY and the stored shape ({ state: { darkMode } }) in step with it.
 */
export const PREFERENCES_KEY = 'chinar-digital:admin-preferences';

export const DEFAULT_PREFERENCES: BrowserPreferences = {
  darkMode: false,
  sidebarCollapsed: false,
  emailNotifications: true,
  pushNotifications: false,
};

interface PreferencesStore extends BrowserPreferences {
  set(changes: Partial<BrowserPreferences>): void;
}

export const usePreferences = create<PreferencesStore>()(
  persist(
    (set) => ({
      ...DEFAULT_PREFERENCES,
      set: (changes) => set(changes),
    }),
    {
      name: PREFERENCES_KEY,
      version: 1,
      partialize: ({ darkMode, sidebarCollapsed, emailNotifications, pushNotifications }) => ({
        darkMode,
        sidebarCollapsed,
        emailNotifications,
        pushNotifications,
      }),
    },
  ),
);
