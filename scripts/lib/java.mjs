// Java and the Firestore emulator jar, which firebase-tools' Firestore emulator needs:
//   - Java 21+ (firebase-tools 15 refuses older): `java` on PATH, else JAVA_HOME, else any JDK under
//     /usr/lib/jvm (or macOS's folder); a newer one found off PATH is put first on PATH for firebase-tools.
//   - The emulator: firebase-tools' cache (~/.cache/firebase/emulators, or FIREBASE_EMULATORS_PATH), a jar
//     named by FIRESTORE_EMULATOR_BINARY_PATH, the one the Google Cloud CLI ships (apt package
//     google-cloud-cli-firestore-emulator), or a download when the network allows it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { ROOT } from './emulator-config.mjs';

const MIN_JAVA = 21;

/** Major version printed by `<java> -version` (1.8 → 8), or null when it does not run. */
function javaMajorVersionOf(javaBinary) {
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
function findJava() {
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

/**
 * firebase-tools starts the emulator with `java -jar <jar>`, and the Cloud CLI's jar has no Main-Class.
 * A launcher jar whose manifest names the main class and puts the Cloud CLI's jar on the class path makes
 * it startable that way; the JDK's own `jar` tool writes it.
 */
function launcherJarFor(emulatorJar, java) {
  const dir = join(ROOT, 'node_modules', '.cache', 'firestore-emulator');
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, 'MANIFEST.MF');
  const launcher = join(dir, 'cloud-firestore-emulator-launcher.jar');
  writeFileSync(
    manifest,
    'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\n' +
      `Class-Path: ${encodeURI(emulatorJar)}\n`,
  );
  const jarTool = java.binDir ? join(java.binDir, 'jar') : 'jar';
  execFileSync(jarTool, ['--create', '--file', launcher, '--manifest', manifest], { stdio: 'pipe' });
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
 * Where the emulator comes from, run by `java` (from findJava, ok): { ok: true, env, source } with the
 * variables firebase-tools needs, or { ok: false, reason }.
 */
async function findFirestoreEmulator(java) {
  const info = firebaseToolsEmulatorInfo();
  const cached = join(firebaseCacheDir(), info.downloadPathRelativeToCacheDir);
  if (existsSync(cached)) return { ok: true, env: {}, source: cached };
  const override = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (override && existsSync(override)) return { ok: true, env: {}, source: override };
  const gcloudJar = gcloudEmulatorJar();
  if (gcloudJar) {
    return {
      ok: true,
      env: { FIRESTORE_EMULATOR_BINARY_PATH: launcherJarFor(gcloudJar, java) },
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

/**
 * Java and the emulator together: { ok: true, env, summary } (env: PATH with the chosen Java first, and
 * what findFirestoreEmulator needs), or { ok: false, reason }.
 */
export async function firestoreEmulatorRuntime() {
  const java = findJava();
  if (!java.ok) {
    const found = java.found === null ? 'no Java found' : `found Java ${java.found}`;
    return { ok: false, reason: `Java ${MIN_JAVA}+ is missing (${found})` };
  }
  const emulator = await findFirestoreEmulator(java);
  if (!emulator.ok) return emulator;
  const env = { ...emulator.env };
  if (java.binDir) env.PATH = `${java.binDir}${delimiter}${process.env.PATH ?? ''}`;
  return { ok: true, env, summary: `Java ${java.major}, emulator from ${emulator.source}` };
}
