// The site search's index as the budget build wrote it (dist-budget/_search), searched by the browser's own
// code (src/features/search/search.ts, loaded through Vite) with its downloads served from the built files:
// the oldest of the build's 60 posts is found by a word only its body has.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';
import { ROOT } from '../../scripts/lib/emulator-config.mjs';

const dir = resolve(process.env.BUILD_DIR ?? 'dist-budget');
let server;
let search;
let seed;
const downloaded = [];

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
    downloaded.push({ url: String(url), bytes: body.length });
    return new Response(body, { headers: { 'content-type': 'application/json' } });
  };
});
after(async () => {
  await server?.close();
  setImmediate(() => process.exit(process.exitCode ?? 0));
});

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
