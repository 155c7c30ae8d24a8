// @vitest-environment node
// The Hosting emulator's generated config: one file per address, and a second emulator beside the demo's
// taking hub and logging ports of its own (two firebase-tools starting together raced for 4400 and 4500).
import { readFileSync, rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_EMULATORS } from './emulator-config.mjs';
import { extraPortsBesideDemo, localCsp, writeHostingConfig } from './hosting-config.mjs';

const written = [];
afterEach(() => {
  for (const file of written.splice(0)) rmSync(file, { force: true });
});

function write(publicDir, address) {
  const file = writeHostingConfig(publicDir, address);
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

describe('extraPortsBesideDemo', () => {
  it("lists the ports the start must find free, none at the demo's address", () => {
    expect(extraPortsBesideDemo(DEMO_EMULATORS.hosting)).toEqual([]);
    expect(extraPortsBesideDemo('127.0.0.1:4190')).toEqual([
      ['hub', '127.0.0.1:4191'],
      ['logging', '127.0.0.1:4192'],
    ]);
  });
});
