import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_TIMEOUT_MS, pollUntil } from './poll';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('pollUntil', () => {
  it('reads after a pause, again until the answer is there, and hands on every value', async () => {
    const values = ['waiting', 'waiting', 'answered'];
    const read = vi.fn(async () => values.shift() ?? 'answered');
    const seen: string[] = [];
    const outcome = pollUntil(read, (value) => value === 'answered', {
      onValue: (value) => seen.push(value),
    });
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(outcome).resolves.toEqual({ done: true, value: 'answered' });
    expect(read).toHaveBeenCalledTimes(3);
    expect(seen).toEqual(['waiting', 'waiting', 'answered']);
  });

  it('gives up at the deadline with the last value, after a bounded number of reads', async () => {
    const read = vi.fn(async () => 'waiting');
    const outcome = pollUntil(read, () => false);
    await vi.advanceTimersByTimeAsync(POLL_TIMEOUT_MS);
    await expect(outcome).resolves.toEqual({ done: false, value: 'waiting' });
    // At 1, 2, 4 and 7 s, then every 5 s (12 … 57 s), and the last one on the deadline: 15 reads.
    expect(read).toHaveBeenCalledTimes(15);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops when aborted, and a failed read ends the wait', async () => {
    const controller = new AbortController();
    const read = vi.fn(async () => 'waiting');
    const aborted = pollUntil(read, () => false, { signal: controller.signal });
    const rejection = expect(aborted).rejects.toThrow('closed');
    controller.abort(new Error('closed'));
    await rejection;
    await vi.advanceTimersByTimeAsync(5000);
    expect(read).not.toHaveBeenCalled();

    const failing = pollUntil(
      () => Promise.reject(new Error('offline')),
      () => false,
    );
    const failed = expect(failing).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(1000);
    await failed;
  });
});
