// The Cloud Functions (functions/) as the Functions emulator runs them in `npm run dev`, `npm run demo` and
// the e2e tests: built first (tsc into functions/lib), with the params and the secret of the local mail
// catcher.
//
// The emulator reads params from .env files in the functions source folder (.env, .env.<project>,
// .env.local) and secrets from its .secret.local; a developer may keep real SMTP settings in functions/.
// So the emulator is pointed at a folder of its own instead, made in the temp folder for each run: links to
// functions/lib and functions/node_modules, a copy of package.json, and the catcher's settings as its
// .env.local and .secret.local. Nothing in functions/ is read for settings or written, and whatever a
// developer keeps there, these runs send to the catcher only.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { MAIL_CATCHER, ROOT } from './emulator-config.mjs';

export const FUNCTIONS_DIR = join(ROOT, 'functions');

/** Whether functions/ has its dependencies (`npm ci --prefix functions`). */
export function functionsInstalled() {
  return existsSync(join(FUNCTIONS_DIR, 'node_modules', 'firebase-functions', 'package.json'));
}

/**
 * The params (functions/src/index.ts) for the catcher: SMTP on 127.0.0.1 without login or TLS, links to
 * `siteUrl`, the address the app is served on in this mode.
 */
function emulatorParams(siteUrl) {
  const [host, port] = MAIL_CATCHER.smtp.split(':');
  return {
    SMTP_HOST: host,
    SMTP_PORT: port,
    SMTP_USER: '',
    SMTP_FROM: 'inquiries@chinardigital.test',
    SITE_URL: siteUrl,
    SITE_NAME: 'Chinar Digital',
  };
}

const dotenv = (values) =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${JSON.stringify(value)}\n`)
    .join('');

let build = null;

/**
 * `npm run build --prefix functions` (tsc into functions/lib), once per process: callers start it early
 * and await the same promise. Resolves to the milliseconds it took; rejects with tsc's output.
 */
export function buildFunctions() {
  build ??= new Promise((done, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'build', '--silent', '--prefix', FUNCTIONS_DIR], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk) => (output += chunk);
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const stopBuild = () => child.kill();
    process.on('exit', stopBuild);
    child.once('error', (error) => reject(new Error(`the functions build did not start: ${error.message}`)));
    child.once('exit', (code, signal) => {
      process.off('exit', stopBuild);
      if (code === 0) done(Date.now() - started);
      else
        reject(
          new Error(
            `the functions build (npm run build --prefix functions) failed (${signal ?? `exit code ${code}`}):\n${output}`,
          ),
        );
    });
  });
  // Started early, it may fail while the caller is still busy elsewhere: its awaiter reports it.
  build.catch(() => {});
  return build;
}

/**
 * The emulator's functions folder for a run whose app is served at `siteUrl` (see above). Returns
 * { source, remove }: `source` as firebase.json's functions.source (relative to the project), `remove`
 * deletes the folder (the links only, never what they point to).
 */
export function emulatorFunctionsSource(siteUrl) {
  const dir = mkdtempSync(join(tmpdir(), 'chinar-functions-'));
  // 'junction': a link to a folder that Windows creates without admin rights; ignored elsewhere.
  for (const name of ['lib', 'node_modules'])
    symlinkSync(join(FUNCTIONS_DIR, name), join(dir, name), 'junction');
  copyFileSync(join(FUNCTIONS_DIR, 'package.json'), join(dir, 'package.json'));
  writeFileSync(
    join(dir, '.env.local'),
    `# The local mail catcher's settings, written by scripts/lib/functions-emulator.mjs.\n${dotenv(emulatorParams(siteUrl))}`,
  );
  // Non-empty: for a secret with an empty value the emulator asks Google's Secret Manager instead. The
  // catcher takes no login, and without SMTP_USER the mailer sends no password.
  writeFileSync(join(dir, '.secret.local'), dotenv({ SMTP_PASSWORD: 'unused-by-the-local-catcher' }));
  return {
    source: relative(ROOT, dir),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
