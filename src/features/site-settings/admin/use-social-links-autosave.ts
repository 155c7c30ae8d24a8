import { useCallback, useEffect, useRef, useState } from 'react';
import type { SocialLinks } from '@/data/schemas/site-settings';
import { useSaveSiteSettings } from './queries';

export type SocialLinkKey = keyof SocialLinks;
export type LinkSaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** How long after the last keystroke a link is saved. */
const AUTOSAVE_DELAY_MS = 600;

/**
 * Saves social links one at a time as they are edited. Saves run in order, each writing all four links
 * (the last stored ones plus the edited one), so a merge never loses a link saved a moment earlier.
 * `validValue` returns the cleaned value to store, or null when the field is invalid (then nothing is saved).
 */
export function useSocialLinksAutosave(
  stored: SocialLinks,
  validValue: (key: SocialLinkKey) => string | null,
) {
  const { mutateAsync } = useSaveSiteSettings();
  const savedLinks = useRef<SocialLinks>(stored);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const timers = useRef(new Map<SocialLinkKey, ReturnType<typeof setTimeout>>());
  const [status, setStatus] = useState<Partial<Record<SocialLinkKey, LinkSaveStatus>>>({});

  const setStatusOf = useCallback(
    (key: SocialLinkKey, next: LinkSaveStatus) => setStatus((current) => ({ ...current, [key]: next })),
    [],
  );

  const cancelTimer = useCallback((key: SocialLinkKey) => {
    clearTimeout(timers.current.get(key));
    timers.current.delete(key);
  }, []);

  const persist = useCallback(
    (key: SocialLinkKey, value: string): Promise<boolean> => {
      const run = async () => {
        // Compared when the save runs, after the ones queued before it.
        if (savedLinks.current[key] === value) return true;
        setStatusOf(key, 'saving');
        const links = { ...savedLinks.current, [key]: value };
        try {
          await mutateAsync({ socialLinks: links });
          savedLinks.current = links;
          setStatusOf(key, 'saved');
          return true;
        } catch {
          setStatusOf(key, 'failed');
          return false;
        }
      };
      const result = queue.current.then(run);
      queue.current = result;
      return result;
    },
    [mutateAsync, setStatusOf],
  );

  /** Saves the field now if it is valid; resolves to false when it is invalid or the save failed. */
  const saveNow = useCallback(
    (key: SocialLinkKey): Promise<boolean> => {
      cancelTimer(key);
      const value = validValue(key);
      return value === null ? Promise.resolve(false) : persist(key, value);
    },
    [cancelTimer, validValue, persist],
  );

  /** Called on every keystroke: the save waits until typing stops. */
  const schedule = (key: SocialLinkKey, onDue: () => void) => {
    cancelTimer(key);
    setStatusOf(key, 'idle');
    timers.current.set(key, setTimeout(onDue, AUTOSAVE_DELAY_MS));
  };

  // Leaving the screen with a save still waiting: save it rather than drop it.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const key of [...pending.keys()]) void saveNow(key);
    };
  }, [saveNow]);

  return { status, schedule, saveNow };
}
