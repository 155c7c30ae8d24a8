// The demo: `npm run demo`'s build (scripts/build.mjs --mode demo into dist-demo) with .env.demo's web
// config pointed at the emulators, and the seeded stack it is built from and served by (`npm run demo`,
// the e2e tests, `npm run lighthouse`).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { DEMO_EMULATORS, DEMO_URL, ROOT } from './emulator-config.mjs';
import { startEmulators } from './emulators.mjs';
import { buildFunctions, functionsInstalled } from './functions-emulator.mjs';
import { formerAddressRedirects } from './hosting-config.mjs';
import { SEED_MODULE, seedEmulators } from './seed.mjs';
import { loadTsModules } from './ts-module.mjs';

/**
 * .env.demo (what the demo build connects to) must name the emulators of firebase.json and .firebaserc
 * (what firebase-tools starts): checked, so a port changed in one place fails here, not as a blank page.
 */
function assertDemoEnvAgrees(env) {
  const expected = [
    ['VITE_FIRESTORE_EMULATOR_HOST', DEMO_EMULATORS.firestore],
    ['VITE_AUTH_EMULATOR_URL', `http://${DEMO_EMULATORS.auth}`],
    ['VITE_FIREBASE_PROJECT_ID', DEMO_EMULATORS.projectId],
  ];
  for (const [name, wanted] of expected) {
    if (env[name] !== wanted) {
      throw new Error(`.env.demo ${name} is ${env[name]}, but firebase.json/.firebaserc say ${wanted}.`);
    }
  }
}

/**
 * The web config of the demo build, from .env.demo (plus process env, which beats it): Firebase project
 * demo-chinar on the local emulators. On the 'memory' backend the data goes to the in-browser memory store
 * (kept in localStorage) while sign-in stays on the Auth emulator.
 */
export function demoWebEnv(backendName, siteUrl = DEMO_URL) {
  const fromFile = loadEnv('demo', ROOT, 'VITE_');
  assertDemoEnvAgrees(fromFile);
  const env = { ...fromFile, VITE_SITE_URL: siteUrl };
  if (backendName === 'memory')
    Object.assign(env, { VITE_DATA_BACKEND: 'memory', VITE_PERSIST_MEMORY_STORE: 'true' });
  return env;
}

/** `npm run demo`'s build for the chosen backend. */
export function buildDemo(backendName) {
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), '--mode', 'demo'], {
      cwd: ROOT,
      env: { ...process.env, ...demoWebEnv(backendName) },
      stdio: 'inherit',
    });
    // Started alongside the emulators: if they fail and we exit, the build goes too.
    const stopBuild = () => child.kill();
    process.on('exit', stopBuild);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('exit', stopBuild);
      if (code === 0) done();
      else reject(new Error(`the demo build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * The redirects the demo build writes for the seed (its public posts' former addresses): the Hosting
 * emulator starts before that build, so it is given them up front. The scale seed renames nothing.
 */
function seedRedirects(seed, postPath, now = new Date()) {
  const posts = Object.entries(seed.seedCollections.blog_posts)
    .filter(([, post]) => post.status === 'Published' && !(post.publishAt > now))
    .map(([id, post]) => ({ id, slug: post.slug, formerSlugs: post.formerSlugs }));
  return formerAddressRedirects(posts, postPath);
}

/**
 * The emulators with the Hosting emulator serving dist-demo (with the seed's redirects), and the seed
 * written (with `scale`, the site in five years too: src/data/seed/scale.ts). With `mail`, on the
 * 'firestore' backend, the Functions emulator and the mail catcher too (lib/emulators.mjs), the functions
 * built while the seed loads; the seed is written with their triggers off (lib/emulator-data.mjs), and
 * they stay off: enableFunctionTriggers (lib/emulator-data.mjs, a few seconds) turns them on, which
 * callers run beside the demo build. The demo build (buildDemo) comes after: it prerenders posts and
 * projects from what the emulators hold; callers print the address only once it is done. Returns the
 * emulators (stop, startupMs, functionsBuildMs, mail), the seed and the documents written.
 */
export async function startSeededDemoStack(backend, { onUnexpectedExit, scale = false, mail = false } = {}) {
  const functions = mail && backend.name === 'firestore' ? { siteUrl: DEMO_URL } : undefined;
  // Beside the seed's loading: both take seconds of one core each. (Checked again, with the message, below.)
  if (functions && functionsInstalled()) void buildFunctions();
  const [seed, { postPath }] = await loadTsModules([SEED_MODULE, '/src/lib/paths.ts']);
  const redirects = seedRedirects(seed, postPath);
  const emulators = await startEmulators(backend, {
    hosting: 'dist-demo',
    redirects,
    onUnexpectedExit,
    functions,
  });
  const written = await seedEmulators(seed, backend.name, { scale });
  return { emulators, seed, written };
}
