import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { idleThrottleStamps } from '../throttle-slots';
import { slotsToTry, THROTTLE_INTERVAL_SECONDS, THROTTLE_SLOTS } from './throttle';

const rules = readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8');

describe('the write throttle', () => {
  it('waits as long in the app (its messages) as in firestore.rules (what is enforced)', () => {
    const interval = /function throttleSeconds\(\) \{\s*return (\d+);/.exec(rules)?.[1];
    expect(Number(interval)).toBe(THROTTLE_INTERVAL_SECONDS);
  });

  it('has as many slots in the app as the rules accept', () => {
    const lastSlot = /\(contact_inquiries\|subscribers\)-\[0-(\d)\]/.exec(rules)?.[1];
    expect(Number(lastSlot) + 1).toBe(THROTTLE_SLOTS);
  });

  it('stamps the kinds the rules accept, and no others (views are counted without the throttle)', () => {
    const kinds = /return stampId\.matches\('\(([a-z_|]+)\)-\[0-\d\]'\);/.exec(rules)?.[1]?.split('|');
    const appKinds = new Set(Object.keys(idleThrottleStamps()).map((id) => id.replace(/-\d+$/, '')));
    expect(kinds?.sort()).toEqual([...appKinds].sort());
    expect(appKinds.has('views')).toBe(false);
  });
});

describe('slotsToTry', () => {
  it("tries the current minute's slot first, then every other slot once", () => {
    const minute = 60_000;
    expect(slotsToTry(7 * minute + 5_000)).toEqual([2, 3, 4, 0, 1]);
    expect(slotsToTry(10 * minute)).toEqual([0, 1, 2, 3, 4]);
  });
});
