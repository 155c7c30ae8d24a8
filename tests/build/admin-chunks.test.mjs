// The back office's chunks as built (scripts/lib/admin-chunking.mjs): the code staff screens share is one
// `staff` chunk that nothing before sign-in loads. Runs after `node scripts/build.mjs --mode budget`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = resolve(process.env.BUILD_DIR ?? 'dist-budget');
const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'admin-manifest.json'), 'utf8'));

/** The chunks a manifest entry needs before it runs: itself and its static imports, transitively. */
function staticChunks(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticChunks(imported, seen);
  return seen;
}

const staffChunk = Object.keys(manifest).find((key) => /^_staff-[\w-]+\.js$/.test(key));
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

test("a staff screen's first load needs a few chunks, not dozens", () => {
  // Without the staff chunk the posts screen needed 38 chunks besides the entry's (frame and page included).
  for (const name of staffPages) {
    const chunks = staticChunks(page(name), staticChunks('src/layouts/AdminLayout.tsx'));
    const beyondEntry = [...chunks].filter((key) => !entryChunks.has(key));
    assert.ok(beyondEntry.length <= 26, `${name}: ${beyondEntry.length} chunks besides the entry's`);
  }
});
