// The local mail catcher: MailDev 3, in this process through its Node API, taking SMTP on 127.0.0.1:1025
// and showing what arrives on http://127.0.0.1:1080 (JSON at /api/email). The Functions emulator sends
// every e-mail of `npm run dev`, `npm run demo` and the e2e tests here.
//
// Nothing is relayed: MailDev forwards mail only when given an outgoing host or auto-relay, and its Node
// API reads no MAILDEV_* variable and no config file, so neither can be set from outside; start checks it.
//
// A control endpoint beside it (MAIL_CATCHER.control) lets the e2e tests make the SMTP port refuse
// connections and accept them again (POST /smtp/stop, POST /smtp/start; GET /smtp says which), so a send
// fails with a real connection error and a later one is delivered (e2e/support/mail.ts).
import { createServer } from 'node:http';
import { MAIL_CATCHER } from './emulator-config.mjs';
import { isListening } from './ports.mjs';

const split = (address) => {
  const [host, port] = address.split(':');
  return { host, port: Number(port) };
};

/** How long a stop waits for MailDev's servers (SMTP waits up to 30 s for open connections otherwise). */
const STOP_WAIT_MS = 3_000;

const withTimeout = (promise, ms) =>
  Promise.race([promise, new Promise((done) => setTimeout(done, ms).unref())]);

/** Resolves once `address` (host:port) accepts connections (`wanted` true) or refuses them (false). */
async function waitUntilListening(address, wanted) {
  for (let tries = 0; tries < 50; tries += 1) {
    if ((await isListening(address)) === wanted) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${address} still ${wanted ? 'refuses' : 'accepts'} connections`);
}

/** The control endpoint: stops and restarts MailDev's SMTP listener; the inbox and its e-mails stay. */
function startControl(smtp, addresses) {
  let accepting = true;
  const act = {
    async stop() {
      if (!accepting) return;
      accepting = false;
      // The listener closes at once; the promise also waits for open connections, which a send closes.
      void smtp.stop();
      await waitUntilListening(addresses.smtp, false);
    },
    async start() {
      if (accepting) return;
      await smtp.start();
      accepting = true;
    },
  };
  const server = createServer((request, response) => {
    const reply = (status, body) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const match = /^\/smtp(?:\/(stop|start))?$/.exec(request.url ?? '');
    if (!match || (match[1] ? request.method !== 'POST' : request.method !== 'GET')) {
      reply(404, { error: 'GET /smtp, POST /smtp/stop or POST /smtp/start' });
      return;
    }
    const action = match[1] ? act[match[1]]() : Promise.resolve();
    action.then(
      () => reply(200, { smtp: accepting ? 'accepting' : 'stopped' }),
      (error) => reply(500, { error: error instanceof Error ? error.message : String(error) }),
    );
  });
  const { host, port } = split(addresses.control);
  return new Promise((done, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => done(server));
  });
}

/**
 * Starts MailDev and its control endpoint at `addresses` (host:port each; MAIL_CATCHER's unless a test
 * gives others). The ports must be free (the caller checks them with the emulators'). Resolves to
 * { inboxUrl, stop }; stop empties the inbox (MailDev keeps each message as a file in the temp folder too)
 * and closes everything.
 */
export async function startMailCatcher(addresses = MAIL_CATCHER) {
  // Imported here: MailDev loads a web server and an HTML sanitizer, which runs without e-mail don't need.
  const { MailDev } = await import('maildev');
  const smtp = split(addresses.smtp);
  const inbox = split(addresses.inbox);
  const maildev = new MailDev({
    smtp: smtp.port,
    ip: smtp.host,
    web: inbox.port,
    webIp: inbox.host,
    silent: true,
  });
  const servers = await maildev.start();
  if (servers.smtp.isRelayEnabled()) {
    await maildev.stop();
    throw new Error('MailDev would relay mail out: it must only catch it.');
  }
  let control;
  try {
    control = await startControl(servers.smtp, addresses);
  } catch (error) {
    await maildev.stop();
    throw error;
  }

  let stopped = false;
  async function stop() {
    if (stopped) return;
    stopped = true;
    // Keep-alive connections of the tests' clients would hold the control server open.
    control.closeAllConnections();
    await new Promise((done) => control.close(done));
    await servers.smtp.deleteAllEmails().catch(() => {});
    await withTimeout(maildev.stop(), STOP_WAIT_MS);
  }
  return { inboxUrl: `http://${addresses.inbox}`, stop };
}
