/**
 * The local mail catcher (MailDev) in end-to-end tests: what the Functions emulator e-mailed, read from
 * its JSON API, and its SMTP listener stopped and started again through the control endpoint of
 * scripts/lib/mail-catcher.mjs (`npm run test:e2e` and `npm run demo` start both).
 *
 * Every reset of the test data (global setup, each mutation test) leaves the functions' triggers off, so
 * that the seed's inquiries e-mail nobody. A test of e-mail imports `test` from here instead of
 * './mutations': before it, the data is reset, the SMTP listener accepts, the triggers are on (that takes
 * a few seconds) and the inbox is empty; after it, the listener accepts again. On the memory store (no
 * Firestore emulator, so no functions and no catcher) such a test is skipped.
 */
import { MAIL_CATCHER, MAIL_INBOX_URL } from '../../scripts/lib/emulator-config.mjs';
import { enableFunctionTriggers } from '../../scripts/lib/emulator-data.mjs';
import { dataBackend } from './data';
import { expect, test as mutationsTest } from './mutations';

export interface MailAddress {
  address: string;
  /** '' when the header gave none */
  name: string;
}

/** One e-mail as MailDev keeps it (GET /api/email), with Reply-To read from its source. */
export interface CaughtEmail {
  id: string;
  subject: string;
  from: MailAddress[];
  /** The To header */
  to: MailAddress[];
  cc?: MailAddress[];
  /** The Reply-To header ([] without one): MailDev's JSON leaves it out, so it is read from the message. */
  replyTo: MailAddress[];
  /** Who the SMTP server was asked to deliver to (RCPT TO): every recipient, Bcc included. */
  envelope: { from: { address: string }; to: { address: string }[] };
  text?: string;
  html?: string;
  /** The other headers, names in lower case (MailDev leaves out the address and date headers). */
  headers: Record<string, string | string[]>;
  /** The Date header (ISO), when it parsed */
  date?: string;
  /** When MailDev received it (ISO) */
  time: string;
}

type MailDevAddress = { address: string; name?: string };
type MailDevEmail = Omit<CaughtEmail, 'from' | 'to' | 'cc' | 'replyTo'> & {
  from?: MailDevAddress[];
  to?: MailDevAddress[];
  cc?: MailDevAddress[];
};

const POLL_MS = 250;

async function mailDev(path: string, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${MAIL_INBOX_URL}${path}`, init);
  } catch (error) {
    throw new Error(
      `No mail catcher at ${MAIL_INBOX_URL} (${String(error)}): run the suite with \`npm run test:e2e\`, or ` +
        'keep `npm run demo` running.',
    );
  }
  if (!response.ok) throw new Error(`MailDev ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= or ?Q?), as Nodemailer writes a name that is not plain ASCII. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_word, charset: string, encoding: string, data: string) => {
        const bytes =
          encoding.toUpperCase() === 'B'
            ? Buffer.from(data, 'base64')
            : Buffer.from(
                data
                  .replace(/_/g, ' ')
                  .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
                    String.fromCharCode(parseInt(hex, 16)),
                  ),
                'latin1',
              );
        return new TextDecoder(charset).decode(bytes);
      },
    );
}

/** The addresses of one header's value: `Name <a@b>`, `"Name, Jr." <a@b>` or `a@b`, comma-separated. */
export function parseAddressList(value: string): MailAddress[] {
  const parts = value.match(/(?:"(?:[^"\\]|\\.)*"|<[^>]*>|[^,])+/g) ?? [];
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const angle = /^(.*)<([^>]*)>$/.exec(part);
      if (!angle) return { address: part, name: '' };
      const name = decodeWords((angle[1] ?? '').trim());
      const unquoted = /^"(.*)"$/.exec(name)?.[1]?.replace(/\\(.)/g, '$1') ?? name;
      return { address: (angle[2] ?? '').trim(), name: unquoted };
    });
}

/** One header of a raw message (folded lines joined), or null. */
export function rawHeader(source: string, name: string): string | null {
  const head = source.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((entry) => entry.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? null : line.slice(name.length + 1).trim();
}

const addresses = (list: MailDevAddress[] | undefined): MailAddress[] =>
  (list ?? []).map(({ address, name }) => ({ address, name: name ?? '' }));

async function withReplyTo({ from, to, cc, ...rest }: MailDevEmail): Promise<CaughtEmail> {
  const source = await (await mailDev(`/api/email/${encodeURIComponent(rest.id)}/source`)).text();
  const replyTo = rawHeader(source, 'Reply-To');
  return {
    ...rest,
    from: addresses(from),
    to: addresses(to),
    ...(cc ? { cc: addresses(cc) } : {}),
    replyTo: replyTo === null ? [] : parseAddressList(replyTo),
  };
}

/** Every e-mail in the catcher, oldest first. */
export async function listEmails(): Promise<CaughtEmail[]> {
  const emails = (await (await mailDev('/api/email')).json()) as MailDevEmail[];
  return Promise.all(emails.map(withReplyTo));
}

/** Empties the inbox. */
export async function deleteAllEmails(): Promise<void> {
  await mailDev('/api/email/all', { method: 'DELETE' });
}

/**
 * The e-mails that `predicate` accepts, once there are at least `count` of them (polling the inbox); fails
 * after `timeoutMs` with what the inbox held. Asserting that no more arrive is the caller's part, once it
 * knows the sending is over (the inquiry's notification says 'sent').
 */
export async function waitForEmails(
  predicate: (email: CaughtEmail) => boolean,
  { count = 1, timeoutMs = 60_000 }: { count?: number; timeoutMs?: number } = {},
): Promise<CaughtEmail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const emails = await listEmails();
    const matching = emails.filter(predicate);
    if (matching.length >= count) return matching;
    if (Date.now() > deadline) {
      const held = emails.map(
        (email) => `"${email.subject}" to ${email.to.map((to) => to.address).join(', ')}`,
      );
      throw new Error(
        `Waited ${timeoutMs} ms for ${count} matching e-mail(s), found ${matching.length}. The inbox held ` +
          `${held.length === 0 ? 'nothing' : held.join('; ')}.`,
      );
    }
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
}

async function controlSmtp(action: 'stop' | 'start'): Promise<void> {
  const url = `http://${MAIL_CATCHER.control}/smtp/${action}`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST' });
  } catch (error) {
    throw new Error(
      `No mail catcher control at ${url} (${String(error)}): it runs beside the catcher that ` +
        '`npm run test:e2e` and `npm run demo` start.',
    );
  }
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
}

/**
 * Makes the catcher's SMTP port (127.0.0.1:1025) refuse connections: a send then fails with a real
 * connection error (ECONNECTION). Resolves once it refuses. The inbox stays readable.
 */
export function stopSmtp(): Promise<void> {
  return controlSmtp('stop');
}

/** The SMTP port accepts again (resolves once it does); a no-op when it does already. */
export function startSmtp(): Promise<void> {
  return controlSmtp('start');
}

/** Ready for a test of e-mail: SMTP accepting, the functions' triggers on, the inbox empty. */
export async function prepareMail(): Promise<void> {
  await startSmtp();
  await enableFunctionTriggers();
  await deleteAllEmails();
}

/** `test` of './mutations' (fresh seed before each test), ready for e-mail as prepareMail says. */
export const test = mutationsTest.extend<{ mail: void }>({
  mail: [
    // seededData: after the reset, which turns the triggers off.
    async ({ seededData }, use, testInfo) => {
      void seededData;
      testInfo.skip(
        dataBackend() !== 'firestore',
        'No e-mail on the memory store: the functions run on Firestore triggers.',
      );
      await prepareMail();
      await use();
      // A test that stopped SMTP and then failed must not leave it stopped for the next.
      await startSmtp();
    },
    { auto: true },
  ],
});

export { expect };
