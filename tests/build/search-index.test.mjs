// The site search's index as the budget build wrote it (dist-budget/_search), searched by the browser's own
// code (src/features/search/search.ts, loaded through Vite) with its downloads served from the built files:
// the oldest of the build's 60 posts is found by a word only its body has, and a cold query, the search's
// own chunk included, stays small as sent (compressed).
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServer } from 'vite';
import { ROOT } from '../../scripts/lib/emulator-config.mjs';

const dir = resolve(process.env.BUILD_DIR ?? 'dist-budget');
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
let server;
let search;
let seed;
let downloaded = [];

before(async () => {
  server = await createServer({
    root: ROOT,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  search = await server.ssrLoadModule('/src/features/search/search.ts');
  seed = await server.ssrLoadModule('/src/data/seed/index.ts');
  globalThis.fetch = async (url) => {
    const body = await readFile(join(dir, String(url)));
    downloaded.push({ url: String(url), bytes: body.length, sent: gz(body) });
    return new Response(body, { headers: { 'content-type': 'application/json' } });
  };
});
beforeEach(() => {
  search.resetSearchForTesting();
  downloaded = [];
});
after(async () => {
  await server?.close();
  setImmediate(() => process.exit(process.exitCode ?? 0));
});

/** The built chunk of the search's code (the page already has what it imports), as sent. */
async function searchChunkBytes() {
  const assets = join(dir, 'assets');
  for (const file of await readdir(assets)) {
    if (!file.endsWith('.js')) continue;
    const code = await readFile(join(assets, file));
    if (code.includes('The search index file')) return gz(code);
  }
  throw new Error('No chunk of the built site holds the search code.');
}

test('a word only the oldest post’s body has finds that post, downloading a few small parts of the index', async () => {
  const outcome = await search.searchSite(seed.SCALE_OLDEST_WORD, { limit: 10 });
  assert.deepEqual(
    outcome.results.map((result) => result.url),
    ['/blog/scale-note-1'],
  );
  assert.deepEqual(outcome.results[0].matched, [seed.SCALE_OLDEST_WORD]);
  const bytes = downloaded.reduce((sum, file) => sum + file.bytes, 0);
  assert.ok(downloaded.length <= 4, `${downloaded.length} files`);
  assert.ok(bytes < 100_000, `${bytes} bytes`);
});

test('a cold query of common words downloads under 15 kB with the search’s code', async () => {
  const chunk = await searchChunkBytes();
  for (const query of ['kashmir houseboats', 'designing', 'hospitals', 'web']) {
    search.resetSearchForTesting();
    downloaded = [];
    const outcome = await search.searchSite(query, { limit: 10 });
    assert.ok(outcome.results.length > 0, `nothing found for ${query}`);
    const sent = chunk + downloaded.reduce((sum, file) => sum + file.sent, 0);
    assert.ok(sent < 15_000, `${query}: ${sent} bytes in ${downloaded.length} files and the code`);
  }
});
