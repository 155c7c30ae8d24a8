#!/usr/bin/env node
// Runs the suites that need the Cloud Firestore emulator: the security-rules tests and the storage-port
// contract against the Firestore adapter (files named *.firestore.test.ts, which the normal `vitest run`
// leaves out). They run inside `firebase emulators:exec`, which starts the emulator, sets
// FIRESTORE_EMULATOR_HOST for the test command and stops the emulator afterwards.
//
// The emulator is a Java 21+ program (firebase-tools 15 refuses older Java) that firebase-tools
// downloads on first use. This script finds what it needs, or explains in one line why the suites are
// skipped and exits 0, so `npm test` stays green on machines that cannot run the emulator:
//   - Java: `java` on PATH, else JAVA_HOME, else any JDK under /usr/lib/jvm (or macOS's folder) that
//     is 21+; a newer one found off PATH is put first on PATH for firebase-tools.
//   - The emulator: firebase-tools' cache (~/.cache/firebase/emulators, or FIREBASE_EMULATORS_PATH), a
//     jar named by FIRESTORE_EMULATOR_BINARY_PATH, the one the Google Cloud CLI ships (apt package
//     google-cloud-cli-firestore-emulator), or a download when the network allows it.
// When FIRESTORE_EMULATOR_HOST is already set (an emulator you started yourself), the tests run
// against it directly.
//
// Usage: node scripts/test-firestore.mjs [extra vitest args]

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { homedir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PROJECT_ID = 'demo-chinar';
const MIN_JAVA = 21;
const VITEST_CONFIG = 'scripts/vitest.firestore.config.ts';
const EMULATOR_HOST = '127.0.0.1';
const EMULATOR_PORT = 8080;

// ---------------------------------------------------------------------------------------------- Java

/** Major version printed by `<java> -version` (1.8 → 8), or null when it does not run. */
export function javaMajorVersionOf(javaBinary) {
  const result = spawnSync(javaBinary, ['-Duser.language=en', '-version'], {
    encoding: 'utf8',
    timeout: 20_000,
  });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}\n${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

function jdkCandidates() {
  const candidates = [];
  if (process.env.JAVA_HOME) candidates.push(join(process.env.JAVA_HOME, 'bin', 'java'));
  for (const base of ['/usr/lib/jvm', '/usr/local/lib/jvm', '/opt/java']) {
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base)) candidates.push(join(base, name, 'bin', 'java'));
  }
  const mac = '/Library/Java/JavaVirtualMachines';
  if (existsSync(mac)) {
    for (const name of readdirSync(mac)) candidates.push(join(mac, name, 'Contents', 'Home', 'bin', 'java'));
  }
  return candidates.filter((path) => existsSync(path));
}

/**
 * The Java to run the emulator with: { ok, major, binDir } where binDir (when set) must go first on
 * PATH; or { ok: false, found } with the best version seen (null when there is no Java at all).
 */
export function findJava() {
  const onPath = javaMajorVersionOf('java');
  if (onPath !== null && onPath >= MIN_JAVA) return { ok: true, major: onPath, binDir: null };
  let best = null;
  for (const binary of jdkCandidates()) {
    const major = javaMajorVersionOf(binary);
    if (major !== null && (best === null || major > best.major)) best = { major, binDir: dirname(binary) };
  }
  if (best && best.major >= MIN_JAVA) return { ok: true, ...best };
  const found = Math.max(onPath ?? -1, best?.major ?? -1);
  return { ok: false, found: found < 0 ? null : found };
}

// ------------------------------------------------------------------------------------- emulator jar

function firebaseToolsEmulatorInfo() {
  const file = join(ROOT, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json');
  return JSON.parse(readFileSync(file, 'utf8')).firestore;
}

function firebaseCacheDir() {
  return process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
}

/** The Google Cloud CLI's Firestore emulator jar (no Main-Class of its own), if installed. */
function gcloudEmulatorJar() {
  const roots = [
    process.env.CLOUDSDK_ROOT_DIR,
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
    join(homedir(), 'google-cloud-sdk'),
  ];
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const gcloud = join(dir, 'gcloud');
    if (existsSync(gcloud)) roots.push(resolve(dirname(realpathSync(gcloud)), '..'));
  }
  for (const root of roots) {
    if (!root) continue;
    const jar = join(root, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
    if (existsSync(jar)) return jar;
  }
  return null;
}

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A zip holding one stored (uncompressed) file. */
function zipOneFile(name, content) {
  const nameBytes = Buffer.from(name, 'utf8');
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4); // version needed
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // version made by
  central.writeUInt16LE(10, 6); // version needed
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const localSize = local.length + nameBytes.length + content.length;
  const centralSize = central.length + nameBytes.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, nameBytes, content, central, nameBytes, end]);
}

/** Manifest lines are at most 72 bytes; longer ones continue on lines that start with a space. */
function manifestLine(header) {
  const parts = [header.slice(0, 70)];
  for (let index = 70; index < header.length; index += 69) parts.push(` ${header.slice(index, index + 69)}`);
  return parts.join('\r\n');
}

/**
 * firebase-tools starts the emulator with `java -jar <jar>`, and the Cloud CLI's jar has no Main-Class.
 * A tiny launcher jar whose manifest names the main class and puts the Cloud CLI's jar on the class
 * path makes it startable that way.
 */
function launcherJarFor(emulatorJar) {
  const dir = join(ROOT, 'node_modules', '.cache', 'firestore-emulator');
  mkdirSync(dir, { recursive: true });
  const launcher = join(dir, 'cloud-firestore-emulator-launcher.jar');
  const manifest = [
    'Manifest-Version: 1.0',
    manifestLine('Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore'),
    manifestLine(`Class-Path: ${pathToFileURL(emulatorJar).pathname}`),
    '',
    '',
  ].join('\r\n');
  writeFileSync(launcher, zipOneFile('META-INF/MANIFEST.MF', Buffer.from(manifest, 'utf8')));
  return launcher;
}

async function canDownload(url) {
  try {
    const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(8_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Where the emulator comes from: { ok: true, env } with the variables firebase-tools needs, or
 * { ok: false, reason }.
 */
export async function findFirestoreEmulator() {
  const info = firebaseToolsEmulatorInfo();
  const cached = join(firebaseCacheDir(), info.downloadPathRelativeToCacheDir);
  if (existsSync(cached)) return { ok: true, env: {}, source: cached };
  const override = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (override && existsSync(override)) return { ok: true, env: {}, source: override };
  const gcloudJar = gcloudEmulatorJar();
  if (gcloudJar) {
    return {
      ok: true,
      env: { FIRESTORE_EMULATOR_BINARY_PATH: launcherJarFor(gcloudJar) },
      source: gcloudJar,
    };
  }
  if (await canDownload(info.remoteUrl)) return { ok: true, env: {}, source: info.remoteUrl };
  return {
    ok: false,
    reason:
      `the Firestore emulator is not cached in ${cached.replace(homedir(), '~')} and cannot be downloaded ` +
      '(no network); run `npx firebase setup:emulators:firestore` once online',
  };
}

// -------------------------------------------------------------------------------------------- run

function portIsOpen(host, port) {
  return new Promise((done) => {
    const socket = createConnection({ host, port });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', () => done(false));
  });
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

/** Elsewhere a missing emulator skips the run; on CI it is a failure (the suites must run there). */
function skip(what, reason) {
  if (process.env.CI) {
    console.error(`${what} cannot run on CI: ${reason}`);
    process.exit(1);
  }
  console.log(`${what} skipped: ${reason}`);
  process.exit(0);
}

/**
 * Runs a command (an argv array) with a Firestore emulator: the one FIRESTORE_EMULATOR_HOST names, or one
 * started for it by `firebase emulators:exec` (Java and the emulator found as above). Resolves to its exit
 * code; `what` names the run in messages.
 */
export async function runWithFirestoreEmulator(commandArgs, what) {
  const [command, ...args] = commandArgs;
  // An emulator someone already started: run against it.
  if (process.env.FIRESTORE_EMULATOR_HOST) {
    console.log(`${what}: against the emulator at ${process.env.FIRESTORE_EMULATOR_HOST}.`);
    return run(command, args, process.env);
  }

  const java = findJava();
  if (!java.ok) {
    skip(
      what,
      `Java ${MIN_JAVA}+ is required by firebase-tools' Firestore emulator ` +
        `(${java.found === null ? 'no Java found' : `found Java ${java.found}`})`,
    );
  }
  const emulator = await findFirestoreEmulator();
  if (!emulator.ok) skip(what, emulator.reason);

  if (await portIsOpen(EMULATOR_HOST, EMULATOR_PORT)) {
    console.error(
      `Port ${EMULATOR_PORT} on ${EMULATOR_HOST} is in use. Stop what is using it, or point ` +
        'FIRESTORE_EMULATOR_HOST at a running Firestore emulator to run against that one.',
    );
    process.exit(1);
  }

  const env = { ...process.env, ...emulator.env };
  if (java.binDir) env.PATH = `${java.binDir}${delimiter}${env.PATH ?? ''}`;
  console.log(`${what}: Java ${java.major}, emulator from ${emulator.source}.`);

  // emulators:exec runs the command through a shell, with FIRESTORE_EMULATOR_HOST set.
  const shellCommand = commandArgs.map(quote).join(' ');
  const firebaseBin = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  return run(
    process.execPath,
    [firebaseBin, 'emulators:exec', '--only', 'firestore', '--project', PROJECT_ID, shellCommand],
    env,
  );
}

async function main() {
  const vitestBin = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
  const vitestArgs = [vitestBin, 'run', '--config', VITEST_CONFIG, ...process.argv.slice(2)];
  process.exit(
    await runWithFirestoreEmulator([process.execPath, ...vitestArgs], 'Firestore emulator suites'),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  await main();
}
