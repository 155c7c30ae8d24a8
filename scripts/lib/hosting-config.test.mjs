// @vitest-environment node
// The Hosting emulator's generated config: one file per address, and a second emulator beside the demo's
// taking hub and logging ports of its own (two firebase-tools starting together raced for 4400 and 4500).
import { readFileSync, rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_EMULATORS } from './emulator-config.mjs';
import {
  extraPortsBesideDemo,
  formerAddressRedirects,
  localCsp,
  writeHostingConfig,
} from './hosting-config.mjs';

const written = [];
afterEach(() => {
  for (const file of written.splice(0)) rmSync(file, { force: true });
});

function write(publicDir, address, redirects) {
  const file = writeHostingConfig(publicDir, address, redirects);
  written.push(file);
  return { file, config: JSON.parse(readFileSync(file, 'utf8')) };
}

describe('writeHostingConfig', () => {
  it('gives an emulator at another address its own file, hub and logging ports', () => {
    // Ports no running demo uses (its own file is left alone).
    const demo = write('dist-demo', '127.0.0.1:4187');
    const beside = write('dist-budget', '127.0.0.1:4190');
    expect(beside.file).not.toBe(demo.file);
    expect(beside.config.hosting.public).toBe('dist-budget');
    expect(beside.config.emulators.hosting).toEqual({ host: '127.0.0.1', port: 4190 });
    expect(beside.config.emulators.hub).toEqual({ host: '127.0.0.1', port: 4191 });
    expect(beside.config.emulators.logging).toEqual({ host: '127.0.0.1', port: 4192 });
    // Writing the second left the first as it was.
    expect(JSON.parse(readFileSync(demo.file, 'utf8')).hosting.public).toBe('dist-demo');
  });

  it('relaxes the CSP for the local emulators only', () => {
    const { config } = write('dist-demo', '127.0.0.1:4187');
    const csp = config.hosting.headers
      .flatMap((rule) => rule.headers)
      .find((header) => header.key.toLowerCase() === 'content-security-policy').value;
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(localCsp("default-src 'self'; upgrade-insecure-requests")).toBe("default-src 'self'");
  });
});

describe('formerAddressRedirects', () => {
  const postPath = (post) => `/blog/${post.slug || post.id}`;
  const post = (id, slug, formerSlugs) => ({ id, slug, formerSlugs });
  const redirect = (from, to) => ({ source: `/blog/${from}`, destination: `/blog/${to}`, type: 301 });

  it.each([
    { case: 'no renamed post', posts: [post('1', 'a', [])], redirects: [] },
    {
      case: 'every former address to the current one, directly',
      posts: [post('1', 'c', ['a', 'b']), post('2', 'x', ['w'])],
      redirects: [redirect('a', 'c'), redirect('b', 'c'), redirect('w', 'x')],
    },
    {
      case: 'never an address a post has now',
      posts: [post('1', 'c', ['a']), post('2', 'a', [])],
      redirects: [],
    },
    {
      case: 'never an address two posts claim',
      posts: [post('1', 'c', ['a', 'b']), post('2', 'x', ['a'])],
      redirects: [redirect('b', 'c')],
    },
  ])('$case', ({ posts, redirects }) => {
    expect(formerAddressRedirects(posts, postPath)).toEqual(redirects);
  });

  it('serves them on the Hosting emulator after firebase.json’s own', () => {
    const { config } = write('dist-demo', '127.0.0.1:4187', [redirect('a', 'c')]);
    expect(config.hosting.redirects.at(0)).toMatchObject({ source: '/home' });
    expect(config.hosting.redirects.at(-1)).toEqual(redirect('a', 'c'));
  });
});

describe('extraPortsBesideDemo', () => {
  it("lists the ports the start must find free, none at the demo's address", () => {
    expect(extraPortsBesideDemo(DEMO_EMULATORS.hosting)).toEqual([]);
    expect(extraPortsBesideDemo('127.0.0.1:4190')).toEqual([
      ['hub', '127.0.0.1:4191'],
      ['logging', '127.0.0.1:4192'],
    ]);
  });
});
