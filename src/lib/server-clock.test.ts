import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, as the next page of the visit loads it. */
const nextPage = async () => {
  vi.resetModules();
  return import('./server-clock');
};

describe('server clock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the offset it learned for the rest of the visit (the tab), not beyond', async () => {
    const first = await nextPage();
    first.resetServerClockForTesting();
    first.noteServerTime(Date.now() + 2 * 3_600_000, Date.now(), Date.now());

    const second = await nextPage();
    expect(second.knownServerClockOffset()).toBeGreaterThan(2 * 3_600_000 - 1_000);
    // Known: nothing is asked.
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect(await second.serverClockOffset()).toBe(second.knownServerClockOffset());
    expect(fetchSpy).not.toHaveBeenCalled();

    sessionStorage.clear();
    expect((await nextPage()).knownServerClockOffset()).toBe(0);
  });

  it('measures with a same-origin HEAD, and keeps the last offset when that fails', async () => {
    const clock = await nextPage();
    clock.resetServerClockForTesting();
    const serverNow = Date.now() - 5 * 60_000;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { headers: { date: new Date(serverNow).toUTCString() } })),
    );
    const offset = await clock.serverClockOffset();
    expect(Math.abs(offset + 5 * 60_000)).toBeLessThan(2_000);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    expect(await clock.serverClockOffset({ refresh: true })).toBe(offset);
  });
});
