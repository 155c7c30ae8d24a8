/**
 * node functions/lib/digest-cli.js [--project ID] [--include-each]
 *
 * Sends the daily digest (digest.ts) once, from outside Cloud Functions: the redeploy workflow runs it every
 * morning for a project on Spark, and it runs locally against the emulator. The same day's record as the
 * scheduled function's (mail_digests/{India day}), so the two never both send a day.
 *
 * Settings come from the environment, under the names of the functions' params: SMTP_HOST, SMTP_PORT,
 * SMTP_USER, SMTP_PASSWORD, SMTP_FROM, SITE_URL, SITE_NAME. Firestore: the emulator when
 * FIRESTORE_EMULATOR_HOST is set, else the service-account key in GOOGLE_APPLICATION_CREDENTIALS.
 * --include-each: also the staff who chose an e-mail for each inquiry (a site without Cloud Functions sends
 * those none).
 *
 * Prints one line: "digest <day>: sent to N …" or "… skipped: <why>" on stdout and exits 0, or
 * "… failed: <why>" on stderr and exits 1 (2 on a usage error, before anything is read or claimed).
 */
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { applicationDefault, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { EmailingChoice } from './choices.js';
import { DIGEST_CHOICES, SPARK_DIGEST_CHOICES, runDigest, type DigestOutcome } from './digest.js';
import { firestoreDigestInquiries, firestoreDigestStore } from './firestore-digest.js';
import { createSmtpMailer, senderAddress, type SmtpSettings } from './mailer.js';
import { indiaDayKey } from './message.js';
import { failureReason, siteHost } from './notify.js';
import { staffRecipients } from './recipients.js';

export const DEFAULT_SMTP_PORT = 587;

/**
 * A run takes seconds (three queries, one send whose every step gives up after SMTP_TIMEOUT_MS). Firestore
 * out of reach, though, is waited on and retried for minutes: this ends the run first, with a reason. A day
 * left in 'sending' by it is taken over by the next run once the claim is old (notify.ts IN_FLIGHT_MS).
 */
export const RUN_DEADLINE_MS = 3 * 60_000;
export const DEFAULT_SITE_NAME = 'Chinar Digital';

export interface DigestCliConfig {
  project: string;
  choices: readonly EmailingChoice[];
  smtp: Omit<SmtpSettings, 'timeoutMs'>;
  siteUrl: string;
  /** Connect to the emulator (FIRESTORE_EMULATOR_HOST), with no credentials. */
  emulator: boolean;
}

/** A mistake in how the command was called: the message says what to fix. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export type Env = Readonly<Record<string, string | undefined>>;

/** An unset variable and an empty one are the same: a workflow passes an unset repository variable as ''. */
function setting(env: Env, name: string): string {
  return (env[name] ?? '').trim();
}

function required(env: Env, name: string, example: string): string {
  const value = setting(env, name);
  if (!value) throw new UsageError(`Set ${name} (e.g. ${example})`);
  return value;
}

function port(env: Env): number {
  const value = setting(env, 'SMTP_PORT');
  if (!value) return DEFAULT_SMTP_PORT;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1 || number > 65_535) {
    throw new UsageError(`SMTP_PORT must be a port number (465, 587, 1025…), not "${value}"`);
  }
  return number;
}

function siteUrl(env: Env): string {
  const value = required(env, 'SITE_URL', 'https://chinardigital.com');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`SITE_URL must be the site's address (https://…), not "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new UsageError(`SITE_URL must start with https:// (or http:// locally), not "${value}"`);
  }
  return value;
}

/**
 * The project: --project, else GCLOUD_PROJECT (or GOOGLE_CLOUD_PROJECT), else the service-account key's own
 * project_id. `readKey` reads the key file; a test passes its own.
 */
function project(flag: string | undefined, env: Env, readKey: (path: string) => string): string {
  const named = flag?.trim() || setting(env, 'GCLOUD_PROJECT') || setting(env, 'GOOGLE_CLOUD_PROJECT');
  if (named) return named;
  const keyPath = setting(env, 'GOOGLE_APPLICATION_CREDENTIALS');
  if (keyPath && !setting(env, 'FIRESTORE_EMULATOR_HOST')) {
    let id: unknown;
    try {
      id = (JSON.parse(readKey(keyPath)) as { project_id?: unknown }).project_id;
    } catch (error) {
      throw new UsageError(`Cannot read the key in GOOGLE_APPLICATION_CREDENTIALS: ${failureReason(error)}`);
    }
    if (typeof id === 'string' && id) return id;
  }
  throw new UsageError('Which project? Pass --project PROJECT_ID or set GCLOUD_PROJECT.');
}

export const USAGE = 'Usage: node functions/lib/digest-cli.js [--project PROJECT_ID] [--include-each]';

/** The command line and the environment as a configuration; throws UsageError on a mistake. */
export function parseDigestCli(
  argv: readonly string[],
  env: Env,
  readKey: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): DigestCliConfig {
  let values: { project?: string | undefined; 'include-each'?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { project: { type: 'string' }, 'include-each': { type: 'boolean', default: false } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(`${failureReason(error)}\n${USAGE}`);
  }
  const smtp = {
    host: required(env, 'SMTP_HOST', 'smtp.gmail.com'),
    port: port(env),
    user: setting(env, 'SMTP_USER'),
    // Not trimmed: a password may end in a space.
    password: env.SMTP_PASSWORD ?? '',
    from: setting(env, 'SMTP_FROM'),
    siteName: setting(env, 'SITE_NAME') || DEFAULT_SITE_NAME,
  };
  // The function finds a missing sender at the send, to say so on the record; here it is said before the day
  // is claimed, so a mistyped setting leaves no failed day behind.
  try {
    senderAddress(smtp);
  } catch (error) {
    throw new UsageError(failureReason(error));
  }
  return {
    project: project(values.project, env, readKey),
    choices: values['include-each'] ? SPARK_DIGEST_CHOICES : DIGEST_CHOICES,
    smtp,
    siteUrl: siteUrl(env),
    emulator: setting(env, 'FIRESTORE_EMULATOR_HOST') !== '',
  };
}

/** The one line the command prints. */
export function outcomeLine(outcome: DigestOutcome): string {
  const head = `digest ${outcome.day}`;
  switch (outcome.kind) {
    case 'sent': {
      const noun = outcome.total === 1 ? 'inquiry' : 'inquiries';
      return `${head}: sent to ${outcome.to.length} (${outcome.total} ${noun}, ${outcome.listed} listed)`;
    }
    case 'skipped':
      return `${head}: skipped: ${outcome.reason}`;
    case 'declined':
      return outcome.reason === 'done'
        ? `${head}: skipped: this day's digest was already sent (or had nothing to send)`
        : `${head}: skipped: another run is sending this day's digest now`;
  }
}

export async function runDigestCli(config: DigestCliConfig, now: Date): Promise<DigestOutcome> {
  // On the emulator, firebase-admin would otherwise look for a metadata server first and stall.
  if (config.emulator) process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app: App = initializeApp(
    { projectId: config.project, ...(config.emulator ? {} : { credential: applicationDefault() }) },
    'digest-cli',
  );
  try {
    const db = getFirestore(app);
    return await runDigest(
      { now, choices: config.choices },
      {
        store: firestoreDigestStore(db),
        inquiries: firestoreDigestInquiries(db),
        recipients: (choices) => staffRecipients(db, choices),
        mailer: createSmtpMailer(config.smtp),
        backOfficeUrl: config.siteUrl,
        siteName: config.smtp.siteName,
        messageIdDomain: siteHost(config.siteUrl),
        warn: (message, details) => console.warn(message, details),
      },
    );
  } finally {
    // Closes the gRPC channels, so the process ends when the work does.
    await deleteApp(app);
  }
}

async function main(): Promise<number> {
  let config: DigestCliConfig;
  try {
    config = parseDigestCli(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`digest: ${failureReason(error)}`);
    return 2;
  }
  const now = new Date();
  let deadline: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    deadline = setTimeout(
      () => reject(new Error(`no answer in ${RUN_DEADLINE_MS / 60_000} minutes: is Firestore reachable?`)),
      RUN_DEADLINE_MS,
    );
  });
  try {
    console.log(outcomeLine(await Promise.race([runDigestCli(config, now), timedOut])));
    return 0;
  } catch (error) {
    console.error(`digest ${indiaDayKey(now)}: failed: ${failureReason(error)}`);
    return 1;
  } finally {
    clearTimeout(deadline);
  }
}

/** Run as a command, not when a test imports it. */
function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  // exit(), not exitCode: after a deadline the stalled connection would keep the process alive.
  process.exit(await main());
}
