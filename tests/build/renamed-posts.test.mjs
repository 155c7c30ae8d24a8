// Renamed posts in the budget build (seed post 4 has a former address, src/data/seed/blog-posts.ts): every
// former address of a public post moves to its current one with a Hosting 301, in the build's redirects
// and in the config that `firebase deploy` and the Hosting emulator take; no page is written for a former
// address, and only the current URL is in the sitemap and the canonical link. Runs after
// `node scripts/build.mjs --mode budget` (BUILD_DIR to change).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { loadSeed } from '../../scripts/lib/seed.mjs';
import { BUILD_REDIRECTS_FILE, hostingConfigFor } from '../../scripts/lib/hosting-config.mjs';

const dir = resolve(process.env.BUILD_DIR ?? 'dist-budget');
const siteUrl = 'https://www.example.com'; // VITE_SITE_URL in .env.budget

/** The seed's public posts with former addresses. */
let renamed;
before(async () => {
  const { seedCollections } = await loadSeed();
  renamed = Object.values(seedCollections.blog_posts).filter(
    (post) => post.status === 'Published' && post.formerSlugs.length > 0,
  );
  assert.ok(renamed.length > 0, 'the seed has a renamed post');
});

const expected = () =>
  renamed.flatMap((post) =>
    post.formerSlugs.map((former) => ({
      source: `/blog/${former}`,
      destination: `/blog/${post.slug}`,
      type: 301,
    })),
  );

test("the build's redirects move each former address to the post's current one (301)", () => {
  const written = JSON.parse(readFileSync(join(dir, BUILD_REDIRECTS_FILE), 'utf8'));
  assert.deepEqual(written, expected());
});

test('the Hosting config for the build keeps firebase.json’s redirects and adds the build’s', () => {
  const firebaseJson = JSON.parse(readFileSync(resolve('firebase.json'), 'utf8'));
  const config = hostingConfigFor(relative(process.cwd(), dir));
  assert.deepEqual(config.hosting.redirects, [...firebaseJson.hosting.redirects, ...expected()]);
  // Hosting leaves dot files out of the upload: the redirects file is never served.
  assert.ok(firebaseJson.hosting.ignore.includes('**/.*'));
});

test('no page for a former address; the sitemap and the canonical link name the current one', () => {
  const sitemap = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
  for (const post of renamed) {
    const current = `${siteUrl}/blog/${post.slug}`;
    const document = new JSDOM(readFileSync(join(dir, `blog/${post.slug}.html`), 'utf8')).window.document;
    assert.equal(document.querySelector('link[rel="canonical"]').getAttribute('href'), current);
    assert.ok(sitemap.includes(`<loc>${current}</loc>`), current);
    for (const former of post.formerSlugs) {
      assert.ok(!existsSync(join(dir, `blog/${former}.html`)), `no page at /blog/${former}`);
      assert.ok(!sitemap.includes(`/blog/${former}<`), `/blog/${former} is not in the sitemap`);
    }
  }
});
