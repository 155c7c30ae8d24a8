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

  it('keeps a reading to the millisecond over a Date header that agrees with it, for this page and the next', async () => {
    const clock = await nextPage();
    clock.resetServerClockForTesting();
    const skew = -24 * 3_600_000 + 400;
    // A readTime seen by a request that took 100 ms: the offset is known to within 50 ms.
    const sentAt = Date.now();
    clock.noteServerTime(sentAt + 50 + skew, sentAt, sentAt + 100);
    const fine = clock.knownServerClockOffset();
    expect(Math.abs(fine - skew)).toBeLessThanOrEqual(50);

    // Hosting's Date header, answered 1.5 s late on a busy page: its whole second and the wait say the
    // offset is at least ~2 s less; the fine reading lies in its range and stays.
    const headerSentAt = Date.now();
    const date = new Date(Math.floor((headerSentAt + skew) / 1000) * 1000).toUTCString();
    const offset = clock.noteDateHeader(
      new Response(null, { headers: { date } }),
      headerSentAt,
      headerSentAt + 1_500,
    );
    expect(offset).not.toBeNull();
    expect(offset!).toBeLessThan(fine - 500);
    expect(clock.knownServerClockOffset()).toBe(fine);
    expect((await nextPage()).knownServerClockOffset()).toBe(Math.round(fine));
  });

  it('goes by a reading that contradicts the one it has: this clock was changed', async () => {
    const clock = await nextPage();
    clock.resetServerClockForTesting();
    const sentAt = Date.now();
    clock.noteServerTime(sentAt + 50, sentAt, sentAt + 100);
    // The visitor sets their clock an hour ahead: the server is now an hour behind it.
    const later = Date.now();
    const date = new Date(later - 3_600_000).toUTCString();
    clock.noteDateHeader(new Response(null, { headers: { date } }), later, later + 20);
    expect(Math.abs(clock.knownServerClockOffset() + 3_600_000)).toBeLessThan(2_000);
  });
});
