import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { knownServerNow } from '@/lib/server-clock';

/** How far back a first visit looks for events it has not seen. */
export const LOOKBACK_MS = 30 * 24 * 60 * 60 * 1000;
const MAX_READ_ONE_BY_ONE = 200;

/** Events read one by one: the event's id and its time (the bell's count leaves them out while unread by time). */
export type ReadOneByOne = Readonly<Record<string, number>>;

interface NotificationReadState {
  /** Events at or before this time count as read (set by "Mark all as read"); null: only the look-back. */
  readBefore: number | null;
  /** Events read one by one since then. */
  readOne: ReadOneByOne;
  markRead(id: string, eventTime: number): void;
  /** Forgets events read one by one that are gone (deleted since): they no longer count against the total. */
  forget(ids: readonly string[]): void;
  markAllRead(now?: number): void;
}

/** The newest MAX_READ_ONE_BY_ONE of `entries`. */
function newest(entries: ReadOneByOne): ReadOneByOne {
  const sorted = Object.entries(entries).sort(([, a], [, b]) => b - a);
  return Object.fromEntries(sorted.slice(0, MAX_READ_ONE_BY_ONE));
}

/** What this person has read, kept per browser (spec: notifications are client state). */
export const useNotificationReadState = create<NotificationReadState>()(
  persist(
    (set) => ({
      readBefore: null,
      readOne: {},
      markRead: (id, eventTime) =>
        set((state) =>
          id in state.readOne ? state : { readOne: newest({ ...state.readOne, [id]: eventTime }) },
        ),
      forget: (ids) =>
        set((state) => {
          if (!ids.some((id) => id in state.readOne)) return state;
          const readOne = { ...state.readOne };
          for (const id of ids) delete readOne[id];
          return { readOne };
        }),
      // The server's time as known: events are stamped by the server, and this clock may be hours off.
      markAllRead: (now = knownServerNow()) => set({ readBefore: now, readOne: {} }),
    }),
    {
      name: 'chinar-digital:admin-notifications',
      version: 2,
      // Version 1 kept the ids read one by one without their times: those count as unread once more.
      migrate: (persisted) => ({
        readBefore: (persisted as { readBefore?: number | null } | null)?.readBefore ?? null,
        readOne: {},
      }),
    },
  ),
);
