// Where the local Firebase back end runs, declared once: the project id is .firebaserc's default
// (demo-chinar, a demo-* project that exists only on the emulators), the addresses are firebase.json's
// `emulators` section, and the local mail catcher's (MailDev) are here. The scripts, playwright.config.ts
// and the e2e support code all read them here; .env.demo (what the demo build connects to) is checked
// against them (assertDemoEnvAgrees).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');

const readJson = (file) => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
const { emulators } = readJson('firebase.json');
const address = ({ host, port }) => `${host}:${port}`;

/** The emulators' project and addresses (host:port). */
export const DEMO_EMULATORS = Object.freeze({
  projectId: readJson('.firebaserc').projects.default,
  auth: address(emulators.auth),
  firestore: address(emulators.firestore),
  hosting: address(emulators.hosting),
  functions: address(emulators.functions),
  /** firebase-tools' hub: the e2e support code turns the Functions emulator's triggers off and on there. */
  hub: address(emulators.hub),
});

/**
 * The local mail catcher (MailDev, scripts/lib/mail-catcher.mjs) the Functions emulator sends every e-mail
 * to: SMTP, its web inbox (JSON at /api/email), and the control endpoint through which the e2e tests stop
 * and restart its SMTP listener (POST /smtp/stop, /smtp/start). All on 127.0.0.1: nothing leaves the machine.
 */
export const MAIL_CATCHER = Object.freeze({
  smtp: '127.0.0.1:1025',
  inbox: '127.0.0.1:1080',
  control: '127.0.0.1:1081',
});
export const MAIL_INBOX_URL = `http://${MAIL_CATCHER.inbox}`;

/** The demo (npm run demo, preview, the e2e tests, Lighthouse), served by the Hosting emulator. */
export const DEMO_URL = `http://${DEMO_EMULATORS.hosting}`;
/** `npm run dev`'s Vite server (vite.config.ts' default port). */
export const DEV_URL = 'http://127.0.0.1:5173';
