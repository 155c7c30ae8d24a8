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

/** How far this clock is from the server's, in ms (server = Date.now() + offset); null until measured. */
let measured: number | null = rememberedOffset();
let measuring: Promise<number> | null = null;

function rememberedOffset(): number | null {
  try {
    const text = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(OFFSET_KEY);
    const offset = text === null ? Number.NaN : Number(text);
    return Number.isFinite(offset) ? offset : null;
  } catch {
    return null; // Storage blocked: measured again on this page when needed.
  }
}

function remember(offset: number): number {
  measured = offset;
  try {
    sessionStorage.setItem(OFFSET_KEY, String(Math.round(offset)));
  } catch {
    // Storage blocked or absent (the build): this page keeps it.
  }
  return offset;
}

/**
 * The offset from one response's Date header, never ahead of the true one: the server stamped it at or
 * after that second, and before the answer arrived. So a bound taken by it is never ahead of the server's
 * clock (which the rules would refuse); it may be behind by up to a second and the round trip.
 */
export function offsetFromDateHeader(dateHeader: string | null, receivedAt: number): number | null {
  if (!dateHeader) return null;
  const serverSecond = Date.parse(dateHeader);
  if (Number.isNaN(serverSecond)) return null;
  return serverSecond - receivedAt;
}

/** Records an offset learned elsewhere (a Date header or a server readTime seen by another request). */
export function noteServerTime(serverMillis: number, sentAt: number, receivedAt: number): number {
  return remember(serverMillis - (sentAt + receivedAt) / 2);
}

/**
 * Records the offset a response's Date header gives, when the page may read it (a cross-origin answer
 * shows it only if the server exposes it); null when it gives none.
 */
export function noteDateHeader(response: Response, receivedAt: number): number | null {
  const offset = offsetFromDateHeader(response.headers.get('date'), receivedAt);
  return offset === null ? null : remember(offset);
}

async function measure(): Promise<number> {
  try {
    const response = await fetch(location.origin + '/', { method: 'HEAD', cache: 'no-store' });
    const offset = noteDateHeader(response, Date.now());
    if (offset !== null) return offset;
  } catch {
    // Offline or no same-origin server: below.
  }
  // No answer with a date: trust this clock for this page; the caller's margin still applies.
  measured ??= 0;
  return measured;
}

/**
 * The server clock's offset from this one (ms): measured once per page load, again when `refresh` is asked
 * (after a refusal that suggests the clocks disagree).
 */
export function serverClockOffset(options: { refresh?: boolean } = {}): Promise<number> {
  if (measured !== null && !options.refresh) return Promise.resolve(measured);
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
  return measured ?? 0;
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
  measured = offset;
  measuring = null;
}
