/**
 * A bounded wait for something a server does after a write (the Cloud Function's answer to a test e-mail,
 * an inquiry's re-sent e-mail): reads again and again until the answer is there or the time is up. The
 * back office's Firestore SDK (lite) has no listeners, so this is how it waits: one read per attempt, soon
 * after the write (a function answers in seconds), then every few seconds; at most POLL_TIMEOUT_MS in all.
 */

/** The pauses before each read: quick at first, then every 5 s (15 reads in a minute at most). */
const POLL_DELAYS_MS: readonly number[] = [1000, 1000, 2000, 3000, 5000];

/** How long a wait lasts at most (the issue: an e-mail within a minute). */
export const POLL_TIMEOUT_MS = 60_000;

export interface PollOptions<T> {
  /** Called with every value read, the last one included (a screen can show each state on the way). */
  onValue?: (value: T) => void;
  /** Stops the wait (the screen closed): the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  timeoutMs?: number;
  delaysMs?: readonly number[];
}

/** done: the last value read is the answer; otherwise the time ran out, with the last value read (if any). */
export type PollOutcome<T> = { done: true; value: T } | { done: false; value: T | undefined };

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/** Reads until `isDone` holds for what `read` returns, or the time is up. A read that throws ends the wait. */
export async function pollUntil<T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  { onValue, signal, timeoutMs = POLL_TIMEOUT_MS, delaysMs = POLL_DELAYS_MS }: PollOptions<T> = {},
): Promise<PollOutcome<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (let attempt = 0; ; attempt += 1) {
    const delay = delaysMs[Math.min(attempt, delaysMs.length - 1)] ?? 1000;
    // The last read falls on the deadline, not after it.
    const wait = Math.min(delay, deadline - Date.now());
    if (wait <= 0) return { done: false, value: last };
    await pause(wait, signal);
    last = await read();
    signal?.throwIfAborted();
    onValue?.(last);
    if (isDone(last)) return { done: true, value: last };
  }
}
