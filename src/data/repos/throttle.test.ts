import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THROTTLE_INTERVAL_SECONDS } from './throttle';

describe('the write throttle', () => {
  it('waits as long in the app (its messages) as in firestore.rules (what is enforced)', () => {
    const rules = readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8');
    const interval = /function throttleSeconds\(\) \{\s*return (\d+);/.exec(rules)?.[1];
    expect(Number(interval)).toBe(THROTTLE_INTERVAL_SECONDS);
  });
});
