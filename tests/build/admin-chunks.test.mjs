// The back office's chunks as built (scripts/lib/admin-chunking.mjs): the entry's modules are one chunk, the
// code staff screens share is one `staff` chunk that nothing before sign-in loads, and no chunk imports itself
// back. Runs after `node scripts/build.mjs --mode budget`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { staticChunkFiles } from '../../scripts/lib/vite-manifest.mjs';

const dir = resolve(process.env.BUILD_DIR ?? 'dist-budget');
const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'admin-manifest.json'), 'utf8'));

/** The manifest key of a chunk file. */
const keyOf = (file) => Object.keys(manifest).find((key) => manifest[key].file === file);

/** The chunk files a manifest entry needs before it runs. */
const staticChunks = (key) => new Set(staticChunkFiles(manifest, key));

const staffChunk = Object.values(manifest).find((entry) =>
  /^assets\/staff-[\w-]+\.js$/.test(entry.file),
)?.file;
const entryChunks = staticChunks('admin.html');
const signedOutPages = ['LoginPage', 'LoginWithLinkPage', 'VerifyLinkPage'];
const staffPages = [
  'DashboardPage',
  'BlogPostsPage',
  'BlogPostEditorPage',
  'ProjectsPage',
  'ProjectFormPage',
  'InquiriesPage',
  'SubscribersPage',
  'UsersPage',
  'SettingsPage',
  'ActivityPage',
];
const page = (name) => `src/pages/admin/${name}.tsx`;

test('the staff screens share one staff chunk', () => {
  assert.ok(staffChunk, 'the back office has a staff chunk');
  for (const name of staffPages)
    assert.ok(staticChunks(page(name)).has(staffChunk), `${name} loads the staff chunk`);
});

test('nothing before sign-in loads the staff chunk', () => {
  assert.ok(!entryChunks.has(staffChunk), "the entry doesn't import it");
  for (const name of signedOutPages)
    assert.ok(!staticChunks(page(name)).has(staffChunk), `${name} doesn't import it`);
});

test("a staff screen's first load needs the staff chunk and a score of small ones, not fifty", () => {
  // Left to Rolldown alone a staff screen needs some fifty chunks besides the entry's (frame and page
  // included). With the staff chunk, what remains is the page, the frame and the small chunks of code the
  // sign-in screens use too (form parts, alerts, their icons).
  for (const name of staffPages) {
    const chunks = new Set([...staticChunks(page(name)), ...staticChunks('src/layouts/AdminLayout.tsx')]);
    const beyondEntry = [...chunks].filter((file) => !entryChunks.has(file));
    assert.ok(beyondEntry.length <= 25, `${name}: ${beyondEntry.length} chunks besides the entry's`);
  }
});

test("the entry's modules are one chunk, not a dozen", () => {
  // Rolldown alone cut them into some fifteen chunks (rolldown/rolldown#10731); the `start` group keeps them in
  // the entry's own chunk, which imports Rolldown's runtime only.
  const files = [...entryChunks].filter((file) => file !== manifest['admin.html'].file);
  assert.deepEqual(
    files.map((file) => file.replace(/-[\w-]{8}\.js$/, '')),
    ['assets/rolldown-runtime'],
  );
});

test('no chunk imports itself back, through any chain of static imports', () => {
  // A cycle between chunks can run a module before one it needs; the staff group keeps none of its modules'
  // imports out of reach (admin-chunking.mjs says why), and this holds it to that.
  for (const [key, entry] of Object.entries(manifest)) {
    const imported = staticChunkFiles(manifest, key).filter((file) => file !== entry.file);
    const cycle = imported.find((file) =>
      staticChunkFiles(manifest, keyOf(file)).some((back) => back === entry.file),
    );
    assert.equal(cycle, undefined, `${entry.file} imports ${cycle}, which imports it back`);
  }
});

/** The modules the built admin-start.js links at `path`, with or without a remembered staff check. */
function preloadedAt(path, { grant }) {
  const links = [];
  const document = {
    createElement: () => ({}),
    head: { appendChild: (link) => links.push(link.href) },
    documentElement: { classList: { add() {} } },
  };
  const localStorage = {
    getItem: (key) => (grant && key === 'chinar-digital:staff-grant' ? '{}' : null),
  };
  const script = readFileSync(join(dir, 'admin-start.js'), 'utf8');
  runInNewContext(script, { document, localStorage, location: { pathname: path } });
  return links;
}

test("admin.html's start script links the screen's modules, built", () => {
  const posts = preloadedAt('/admin/blog-posts', { grant: true });
  assert.ok(posts.includes(`/${manifest['src/pages/admin/BlogPostsPage.tsx'].file}`), 'the page');
  assert.ok(posts.includes(`/${staffChunk}`), 'the staff chunk');
  assert.ok(posts.includes(`/${manifest['src/layouts/AdminLayout.tsx'].file}`), 'the frame');
  for (const href of posts) assert.ok(existsSync(join(dir, href)), `${href} was built`);
  for (const file of entryChunks)
    assert.ok(!posts.includes(`/${file}`), `${file}: admin.html lists it already`);

  const login = preloadedAt('/admin/login', { grant: false });
  assert.ok(login.includes(`/${manifest['src/pages/admin/LoginPage.tsx'].file}`), 'the sign-in page');
  assert.ok(!login.includes(`/${staffChunk}`), 'no staff chunk before sign-in');
  assert.deepEqual(preloadedAt('/admin/blog-posts', { grant: false }), [], 'nothing without a staff check');
});

test('admin.html preloads the two fonts its stylesheet sets text in, the same files', () => {
  const html = readFileSync(join(dir, 'admin.html'), 'utf8');
  const preloaded = [...html.matchAll(/<link\s+rel="preload"\s+as="font"[^>]*?href="\/([^"]+)"/g)].map(
    ([, file]) => file,
  );
  const stylesheet = html.match(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/)?.[1];
  assert.ok(stylesheet, 'admin.html links its stylesheet');
  const css = readFileSync(join(dir, stylesheet), 'utf8');
  assert.deepEqual(preloaded.map((file) => file.replace(/-[\w-]{8}\.woff2$/, '')).sort(), [
    'assets/inter-latin-wght-normal',
    'assets/plus-jakarta-sans-latin-wght-normal',
  ]);
  for (const file of preloaded) {
    assert.ok(existsSync(join(dir, file)), `${file} is built`);
    assert.ok(css.includes(`/${file}`), `the stylesheet uses ${file}, not a copy`);
  }
});
