/*
 * The server's time as this browser can learn it without a Firestore read: the `Date` header of a
 * same-origin request (Hosting in production, the Hosting emulator in the demo, Vite in dev). Firestore's
 * rules judge time bounds by the server's clock (request.time); a visitor's or staff member's clock may be
 * off by minutes, hours or days. The header has one-second resolution, so callers keep a margin
 * (CLOCK_MARGIN_MS) around any moment they judge by it.
 */

/**
 * The one clock margin: how far behind the server's time (as this browser knows it) a public query asks,
 * and how far a staff write keeps from any moment it judges. The estimate is never ahead of the server
 * (offsetFromDateHeader) and may be behind by the header's second and the round trip: a margin of two
 * seconds covers that, and delays what a visitor sees of a post just published by no more.
 */
export const CLOCK_MARGIN_MS = 2_000;

/**
 * Where the offset is kept for the visit: the next page of the same tab starts from it, so a wrong clock
 * costs an extra read once per visit, not once per page.
 */
const OFFSET_KEY = 'chinar-digital:server-clock-offset';

/**
 * One measurement of the offset (server = Date.now() + offset, in ms): the estimate, and the range the true
 * offset is certainly in (the server stamped its time after the request left and before the answer came).
 */
export interface ClockReading {
  offset: number;
  atLeast: number;
  atMost: number;
}

/** The reading this page goes by; null until measured. */
let measured: ClockReading | null = rememberedReading();
let measuring: Promise<number> | null = null;

function rememberedReading(): ClockReading | null {
  try {
    const text = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(OFFSET_KEY);
    const [offset, atLeast, atMost] = (text ?? '').split(' ').map(Number);
    return [offset, atLeast, atMost].every(Number.isFinite)
      ? { offset: offset!, atLeast: atLeast!, atMost: atMost! }
      : null;
  } catch {
    return null; // Storage blocked: measured again on this page when needed.
  }
}

/**
 * Goes by `reading` from now on, unless the one kept agrees with it (lies in its range) and is at least as
 * precise: a coarse reading (a Date header's whole second) arriving after a fine one (a readTime to the
 * millisecond) would otherwise push the estimate back by up to a second and the round trip, and the next
 * page would ask twice. A reading that contradicts the kept one replaces it: this clock was changed.
 */
function remember(reading: ClockReading): void {
  const kept = measured;
  if (
    kept &&
    kept.offset >= reading.atLeast &&
    kept.offset <= reading.atMost &&
    kept.atMost - kept.atLeast <= reading.atMost - reading.atLeast
  )
    return;
  measured = reading;
  try {
    const rounded = [reading.offset, reading.atLeast, reading.atMost].map(Math.round);
    sessionStorage.setItem(OFFSET_KEY, rounded.join(' '));
  } catch {
    // Storage blocked or absent (the build): this page keeps it.
  }
}

/**
 * The reading one response's Date header gives, its offset never ahead of the true one: the server stamped
 * that second at or after its start, and before the answer arrived. So a bound taken by it is never ahead of
 * the server's clock (which the rules would refuse); it may be behind by up to a second and the round trip.
 */
function readingFromDateHeader(
  dateHeader: string | null,
  sentAt: number,
  receivedAt: number,
): ClockReading | null {
  if (!dateHeader) return null;
  const serverSecond = Date.parse(dateHeader);
  if (Number.isNaN(serverSecond)) return null;
  return {
    offset: serverSecond - receivedAt,
    atLeast: serverSecond - receivedAt,
    atMost: serverSecond + 999 - sentAt,
  };
}

/**
 * Records the server's time to the millisecond, seen by a request sent at `sentAt` and answered at
 * `receivedAt` (a Firestore readTime), and returns that reading.
 */
export function noteServerTime(serverMillis: number, sentAt: number, receivedAt: number): ClockReading {
  const reading = {
    offset: serverMillis - (sentAt + receivedAt) / 2,
    atLeast: serverMillis - receivedAt,
    atMost: serverMillis - sentAt,
  };
  remember(reading);
  return reading;
}

/**
 * Records the reading a response's Date header gives, when the page may read it (a cross-origin answer
 * shows it only if the server exposes it), and returns its offset, never ahead of the server's; null when
 * it gives none.
 */
export function noteDateHeader(response: Response, sentAt: number, receivedAt: number): number | null {
  const reading = readingFromDateHeader(response.headers.get('date'), sentAt, receivedAt);
  if (!reading) return null;
  remember(reading);
  return reading.offset;
}

async function measure(): Promise<number> {
  try {
    const sentAt = Date.now();
    const response = await fetch(location.origin + '/', { method: 'HEAD', cache: 'no-store' });
    const offset = noteDateHeader(response, sentAt, Date.now());
    if (offset !== null) return offset;
  } catch {
    // Offline or no same-origin server: below.
  }
  // No answer with a date: the last reading, or this clock for this page (any reading replaces that guess);
  // the caller's margin still applies.
  measured ??= { offset: 0, atLeast: -Infinity, atMost: Infinity };
  return measured.offset;
}

/**
 * The server clock's offset from this one (ms): measured once per page load, again when `refresh` is asked
 * (after a refusal that suggests the clocks disagree).
 */
export function serverClockOffset(options: { refresh?: boolean } = {}): Promise<number> {
  if (measured !== null && !options.refresh) return Promise.resolve(measured.offset);
  if (!measuring || options.refresh) {
    measuring = measure().finally(() => {
      measuring = null;
    });
  }
  return measuring;
}

/** The server's time now, as well as this browser can tell (see serverClockOffset). */
export async function serverNow(options: { refresh?: boolean } = {}): Promise<number> {
  return Date.now() + (await serverClockOffset(options));
}

/** The offset known so far without asking (0 before any measurement). */
export function knownServerClockOffset(): number {
  return measured?.offset ?? 0;
}

/** The server's time now by the offset known so far (this clock's before any measurement). */
export function knownServerNow(): number {
  return Date.now() + knownServerClockOffset();
}

/** Tests start from an unmeasured clock (or the offset given), with nothing kept for the visit. */
export function resetServerClockForTesting(offset: number | null = null): void {
  try {
    sessionStorage.removeItem(OFFSET_KEY);
  } catch {
    // No storage in this environment.
  }
  measured = offset === null ? null : { offset, atLeast: offset, atMost: offset };
  measuring = null;
}
