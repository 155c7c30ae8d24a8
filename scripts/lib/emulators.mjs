// Starting and stopping the local Firebase emulators through firebase-tools (firebase.json's `emulators`
// section): Auth, Firestore with firestore.rules, and Hosting serving a build directory with firebase.json's
// hosting config (rewrites, redirects, headers, clean URLs, the 404 page, compression); on request the
// Functions emulator with the Cloud Functions of functions/ (built first, lib/functions-emulator.mjs) and the
// local mail catcher they send to (MailDev, lib/mail-catcher.mjs). Stopping leaves no Java process behind.
//
// The Firestore emulator is a Java 21+ program (lib/java.mjs). Where it cannot run, `npm run dev`, `npm run
// demo` and the e2e tests fall back to the in-browser memory store and only the Auth emulator (pure
// JavaScript) starts, with no Functions emulator and no mail catcher (the functions run on Firestore
// triggers); on CI (CI=true) that fallback is an error: the suites must run on the real rules there.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_EMULATORS, MAIL_CATCHER, ROOT } from './emulator-config.mjs';
import {
  buildFunctions,
  emulatorFunctionsSource,
  FUNCTIONS_DIR,
  functionsInstalled,
} from './functions-emulator.mjs';
import { extraPortsBesideDemo, writeHostingConfig } from './hosting-config.mjs';
import { firestoreEmulatorRuntime } from './java.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { assertPortsFree, isListening } from './ports.mjs';
import { descendantsOf, kill, killRecorded } from './process-tree.mjs';

const FIREBASE_BIN = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
/** Starting the emulators takes 20-40 s on a quiet machine, over a minute on a busy 2-core one. */
const START_TIMEOUT_MS = Number(process.env.EMULATOR_START_TIMEOUT_MS ?? 180_000);
/** firebase-tools' readiness line, printed once every emulator it started answers. */
const READY = 'All emulators ready!';

function isCi() {
  return Boolean(process.env.CI) && !['0', 'false'].includes(process.env.CI.toLowerCase());
}

/**
 * Which data backend this machine can run: { name: 'firestore', env } (env: what firebase-tools needs to
 * find Java and the emulator jar) or { name: 'memory', reason }. On CI, 'memory' throws instead.
 */
export async function chooseBackend({ ci = isCi() } = {}) {
  const runtime = await firestoreEmulatorRuntime();
  if (runtime.ok) return { name: 'firestore', env: runtime.env };
  if (ci) {
    throw new Error(
      `The Firestore emulator cannot start: ${runtime.reason}. On CI (CI=true) the app must run on the ` +
        'emulators, there is no memory-store fallback: install Java 21+ (e.g. Temurin, or point JAVA_HOME ' +
        'at one) and the Firestore emulator (Debian package google-cloud-cli-firestore-emulator).',
    );
  }
  return { name: 'memory', reason: runtime.reason };
}

/** firebase-tools with `args`, in a process group of its own, its output kept (the last 6 kB). */
function startFirebaseTools(args, env) {
  // detached: a Ctrl+C in the terminal reaches only us, and we stop the emulators in order.
  const child = spawn(process.execPath, [FIREBASE_BIN, ...args], {
    cwd: ROOT,
    // No Google Cloud metadata server here: without this, the Functions emulator's credential check
    // probes for one over the network before it starts.
    env: { METADATA_SERVER_DETECTION: 'none', ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = { text: '' };
  const keep = (chunk) => {
    log.text = (log.text + chunk.toString()).slice(-6_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, log };
}

/** Resolves once firebase-tools prints its readiness line; rejects when it exits first or after the timeout. */
function whenReady({ child, log }, exit) {
  return new Promise((done, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`not ready after ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    const check = () => {
      if (!log.text.includes(READY)) return;
      clearTimeout(timer);
      child.stdout.off('data', check);
      done();
    };
    child.stdout.on('data', check);
    exit.then(() => {
      clearTimeout(timer);
      reject(new Error('firebase-tools exited'));
    });
  });
}

/** Resolves after `ms`. */
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * The Firestore emulator answers its first request only after 10-20 s of Java warming up, whatever the
 * request: the Functions emulator's trigger registration (before "ready"), else the seed. firebase-tools
 * starts the Firestore emulator first and then spends about as long starting Auth (Node), so one request
 * sent as soon as the port opens warms Java on the other core meanwhile. `over()`: give up (started or
 * exited).
 */
async function warmUpFirestore(over) {
  const { firestore, projectId } = DEMO_EMULATORS;
  while (!(await isListening(firestore))) {
    if (over()) return;
    await sleep(250);
  }
  // A read of a document that does not exist, as the emulator's owner (no rules): it changes nothing.
  const url = `http://${firestore}/v1/projects/${projectId}/databases/(default)/documents/warm-up/first-request`;
  await fetch(url, { headers: { Authorization: 'Bearer owner' } }).catch(() => {});
}

/**
 * The firebase-tools config of a run, beside firebase.json (firebase-tools resolves paths from the config
 * file's folder): for Hosting, the build's (hosting-config.mjs); with `functionsSource`, the functions
 * section pointed at the emulator's own functions folder. Null when firebase.json does as it is.
 */
function writeRunConfig({ hosting, hostingAddress, redirects, functionsSource }) {
  const hostingFile = hosting ? writeHostingConfig(hosting, hostingAddress, redirects) : null;
  if (!functionsSource) return hostingFile;
  const file = hostingFile ?? join(ROOT, `.firebase.local-${DEMO_EMULATORS.functions.split(':')[1]}.json`);
  const config = JSON.parse(readFileSync(hostingFile ?? join(ROOT, 'firebase.json'), 'utf8'));
  config.functions = { ...config.functions, source: functionsSource };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/**
 * Starts the emulators for `backend` (from chooseBackend): Auth, and Firestore with the rules when the
 * backend is 'firestore'; with `hosting` (a build directory such as 'dist-demo'), the Hosting emulator
 * serving it at `hostingAddress` too (backend null: Hosting alone), with the build's redirects or
 * `redirects` (scripts/lib/hosting-config.mjs). With `functions` ({ siteUrl }: where the app is served, the
 * base of the e-mails' links) and the 'firestore' backend, also the Functions emulator with the functions
 * built first (buildFunctions, which a caller may have started earlier), sending to the local mail catcher,
 * which starts beside it; on the 'memory' backend there are no triggers, so neither starts. Resolves once
 * all are ready, with { stop, startupMs, functionsBuildMs, mail } (mail: { inboxUrl }; both null when not
 * started; the build's time is the whole build, though it may have run beside something else); rejects
 * with firebase-tools' output when they do not come up. `onUnexpectedExit(message)` is called if they die
 * later.
 */
export async function startEmulators(
  backend,
  { onUnexpectedExit, hosting, hostingAddress = DEMO_EMULATORS.hosting, redirects, functions } = {},
) {
  const withFunctions = Boolean(functions) && backend?.name === 'firestore';
  if (withFunctions && !functionsInstalled()) {
    throw new Error(
      `${FUNCTIONS_DIR} has no dependencies yet: run \`npm ci --prefix functions --ignore-scripts\` first.`,
    );
  }
  // A Hosting emulator beside the demo's gets hub and logging ports of its own; otherwise the hub takes
  // firebase.json's port.
  const besideDemo = hosting ? extraPortsBesideDemo(hostingAddress) : [];
  const emulators = [];
  if (backend) emulators.push(['auth', DEMO_EMULATORS.auth]);
  if (backend?.name === 'firestore') emulators.push(['firestore', DEMO_EMULATORS.firestore]);
  if (withFunctions) emulators.push(['functions', DEMO_EMULATORS.functions]);
  if (hosting) emulators.push(['hosting', hostingAddress], ...besideDemo);
  const ports = [...emulators, ...(besideDemo.length > 0 ? [] : [['hub', DEMO_EMULATORS.hub]])];
  if (withFunctions) {
    ports.push(
      ['mail catcher SMTP', MAIL_CATCHER.smtp],
      ['mail catcher inbox', MAIL_CATCHER.inbox],
      ['mail catcher control', MAIL_CATCHER.control],
    );
  }
  await assertPortsFree(
    ports,
    'Is another `npm run dev`, `npm run demo`, `npm run preview` or `npm run test:e2e` running? Stop it first.',
  );
  const started = Date.now();
  const functionsBuildMs = withFunctions ? await buildFunctions() : null;

  const functionsSource = withFunctions ? emulatorFunctionsSource(functions.siteUrl) : null;
  const configFile = writeRunConfig({
    hosting,
    hostingAddress,
    redirects,
    functionsSource: functionsSource?.source,
  });
  const removeFiles = () => {
    if (configFile) rmSync(configFile, { force: true });
    functionsSource?.remove();
  };
  const only = emulators.map(([name]) => name).join(',');
  const tools = startFirebaseTools(
    [
      'emulators:start',
      ...['--only', only, '--project', DEMO_EMULATORS.projectId],
      ...(configFile ? ['--config', configFile] : []),
    ],
    backend?.env,
  );
  const { child, log } = tools;
  // In this process: it ends with it. Started beside firebase-tools, it is up long before.
  const mailStart = withFunctions ? startMailCatcher() : null;
  mailStart?.catch(() => {});
  let mail = null;
  let ready = false;
  let stopping = false;
  let exited = false;
  const exit = new Promise((done) => {
    child.once('exit', (code, signal) => {
      exited = true;
      done();
      if (ready && !stopping) {
        // What it started (Java) outlives it and would keep the ports: a next start found 8080 taken.
        killRecorded(children);
        onUnexpectedExit?.(`The emulators exited (${signal ?? `code ${code}`}):\n${log.text}`);
      }
    });
  });
  if (backend?.name === 'firestore') void warmUpFirestore(() => ready || stopping || exited);

  // The processes firebase-tools started (Java), recorded while it runs: once it has exited they are
  // orphans we could no longer find through it.
  let children = [];
  const forceKill = () => {
    killRecorded([...children, ...descendantsOf(child.pid)]);
    kill(-child.pid, 'SIGKILL');
  };
  // Last resort when our process ends without stop() (an uncaught error, process.exit from Vite's "q").
  const onExit = () => {
    if (!exited) forceKill();
    removeFiles();
  };
  process.on('exit', onExit);

  /** firebase-tools' clean shutdown (it stops Java), then whatever is left is killed. */
  async function stopEmulators() {
    children = [...children, ...descendantsOf(child.pid)];
    if (!exited) {
      kill(child.pid, 'SIGTERM');
      await Promise.race([exit, sleep(15_000)]);
    }
    forceKill();
  }

  async function stop() {
    if (stopping) return;
    stopping = true;
    process.off('exit', onExit);
    const mailCatcher = await mailStart?.catch(() => null);
    await Promise.all([stopEmulators(), mailCatcher?.stop()]);
    removeFiles();
  }

  try {
    [, mail] = await Promise.all([whenReady(tools, exit), mailStart]);
  } catch (error) {
    await stop();
    const said = log.text ? ` firebase-tools said:\n${log.text}` : '';
    throw new Error(`The emulators did not start (${error.message}).${said}`);
  }
  ready = true;
  children = descendantsOf(child.pid);
  return {
    stop,
    startupMs: Date.now() - started,
    functionsBuildMs,
    mail: mail && { inboxUrl: mail.inboxUrl },
  };
}

function quote(argument) {
  return /^[\w@%+=:,./-]+$/.test(argument) ? argument : `'${argument.replace(/'/g, `'\\''`)}'`;
}

function run(command, args, env) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    process.once('SIGINT', forward);
    process.once('SIGTERM', forward);
    child.once('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      done(1);
    });
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Elsewhere a missing emulator skips the run (exit 0); on CI it is a failure (the suites must run there). */
function skip(what, reason) {
  if (isCi()) {
    console.error(`${what} cannot run on CI: ${reason}`);
    process.exit(1);
  }
  console.log(`${what} skipped: ${reason}`);
  process.exit(0);
}

/**
 * Runs a command (an argv array) with a Firestore emulator: the one FIRESTORE_EMULATOR_HOST names, or one
 * started for it by `firebase emulators:exec`, which sets FIRESTORE_EMULATOR_HOST for it. Resolves to its
 * exit code; `what` names the run in messages.
 */
export async function runWithFirestoreEmulator(commandArgs, what) {
  const [command, ...args] = commandArgs;
  if (process.env.FIRESTORE_EMULATOR_HOST) {
    console.log(`${what}: against the emulator at ${process.env.FIRESTORE_EMULATOR_HOST}.`);
    return run(command, args, process.env);
  }
  const runtime = await firestoreEmulatorRuntime();
  if (!runtime.ok) skip(what, runtime.reason);
  try {
    await assertPortsFree(
      [['firestore', DEMO_EMULATORS.firestore]],
      'Stop what is using it, or point FIRESTORE_EMULATOR_HOST at a running Firestore emulator to run against that one.',
    );
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  console.log(`${what}: ${runtime.summary}.`);
  // emulators:exec runs the command through a shell.
  return run(
    process.execPath,
    [
      FIREBASE_BIN,
      ...['emulators:exec', '--only', 'firestore', '--project', DEMO_EMULATORS.projectId],
      commandArgs.map(quote).join(' '),
    ],
    { ...process.env, ...runtime.env },
  );
}
