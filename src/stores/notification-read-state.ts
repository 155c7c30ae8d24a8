import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { knownServerNow } from '@/lib/server-clock';

/** How far back a first visit looks for events it has not seen. */
export const LOOKBACK_MS = 30 * 24 * 60 * 60 * 1000;
const MAX_READ_IDS = 200;

interface NotificationReadState {
  /** Events at or before this time count as read (set by "Mark all as read"); null: only the look-back. */
  readBefore: number | null;
  /** Events read one by one since then. */
  readIds: string[];
  markRead(id: string): void;
  markAllRead(now?: number): void;
}

/** What this person has read, kept per browser (spec: notifications are client state). */
export const useNotificationReadState = create<NotificationReadState>()(
  persist(
    (set) => ({
      readBefore: null,
      readIds: [],
      markRead: (id) =>
        set((state) =>
          state.readIds.includes(id) ? state : { readIds: [id, ...state.readIds].slice(0, MAX_READ_IDS) },
        ),
      // The server's time as known: events are stamped by the server, and this clock may be hours off.
      markAllRead: (now = knownServerNow()) => set({ readBefore: now, readIds: [] }),
    }),
    { name: 'chinar-digital:admin-notifications', version: 1 },
  ),
);
