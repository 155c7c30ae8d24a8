import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '@/lib/paths';
import {
  PAGE_KEYS,
  isSampledFrom,
  announcesSamplingPoint,
  shardsSampledOn,
  SAMPLE_FROM_FLUSHES,
  SAMPLED_WEIGHT,
  hostKey,
  hostOfKey,
  pendingViewsOf,
  previousMonth,
  readMonthStats,
  shardOf,
  VISIT_STAT_SHARDS,
  siteDayOf,
  statIncrementsOf,
  visitStatsIdsOf,
} from './visit-stats';

describe('site days', () => {
  it('are India Standard Time: 18:29 UTC is still the day, 18:30 UTC the next', () => {
    expect(siteDayOf(Date.UTC(2026, 10, 30, 18, 29, 59))).toEqual({ month: '2026-11', day: '30' });
    expect(siteDayOf(Date.UTC(2026, 10, 30, 18, 30))).toEqual({ month: '2026-12', day: '01' });
    expect(siteDayOf(Date.UTC(2026, 0, 4, 3))).toEqual({ month: '2026-01', day: '04' });
  });

  it('step back a month across a year', () => {
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-11')).toBe('2026-10');
  });

  it('put a flush in a shard its identity decides, spread over all of them', () => {
    // Uids like Firebase's (28 URL-safe characters), the same ones every run.
    const uid = (n: number) => createHash('sha256').update(String(n)).digest('base64url').slice(0, 28);
    const counts: number[] = Array.from({ length: VISIT_STAT_SHARDS }, () => 0);
    for (let n = 0; n < 1_000; n += 1) {
      const shard = shardOf(uid(n));
      counts[shard] = (counts[shard] ?? 0) + 1;
    }
    for (const count of counts) expect(count).toBeGreaterThan(150);
    expect(shardOf('same-uid')).toBe(shardOf('same-uid'));
  });

  it('name one statistics document per shard', () => {
    expect(visitStatsIdsOf('2026-11')).toEqual([
      '2026-11-0',
      '2026-11-1',
      '2026-11-2',
      '2026-11-3',
      '2026-11-4',
    ]);
  });
});

describe('page keys', () => {
  it('are public route ids, without posts and previews', () => {
    for (const key of PAGE_KEYS) expect(Object.keys(siteRoutes)).toContain(key);
    expect(PAGE_KEYS).not.toContain('blogPost');
    expect(PAGE_KEYS).not.toContain('preview');
  });

  it('are the ones firestore.rules accept, in the same order', () => {
    const rules = readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8');
    const listed = PAGE_KEYS.map((key) => `'${key}'`).join(', ');
    expect(rules.replace(/\s+/g, ' ')).toContain(listed);
  });
});

describe('a flush as increments', () => {
  it('counts its pages and posts once each, the visit and its referrer on the first flush only', () => {
    const first = statIncrementsOf(
      { pages: ['home'], posts: ['12'], visit: true, referrer: 'www.google.com' },
      '05',
    );
    expect(first).toEqual([
      { path: ['days', '05', 'flushes'], by: 1 },
      { path: ['days', '05', 'sampled'], by: 0 },
      { path: ['days', '05', 'views'], by: 2 },
      { path: ['days', '05', 'postViews'], by: 1 },
      { path: ['days', '05', 'visits'], by: 1 },
      { path: ['posts', '12'], by: 1 },
      { path: ['pages', 'home'], by: 1 },
      { path: ['referrers', 'www~google~com'], by: 1 },
    ]);
    const later = statIncrementsOf({ pages: [], posts: ['12', '13'], visit: false, referrer: null }, '05');
    expect(later).toContainEqual({ path: ['days', '05', 'visits'], by: 0 });
    expect(later.some(({ path }) => path[0] === 'referrers')).toBe(false);
  });

  it('keeps hosts as keys without dots', () => {
    expect(hostKey('News.YCombinator.com')).toBe('news~ycombinator~com');
    expect(hostOfKey('news~ycombinator~com')).toBe('news.ycombinator.com');
  });
});

describe('sampling above the counting budget', () => {
  it('starts in a tab at the point the rules accept a weight from, with the weight they accept', () => {
    const rules = readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8');
    expect(rules).toContain(`was.get('flushes', 0) >= ${SAMPLE_FROM_FLUSHES}`);
    expect(rules).toContain(`data.get('weight', 1) in [1, ${SAMPLED_WEIGHT}]`);
    expect(rules).toContain(`(w == ${SAMPLED_WEIGHT} && now.get('sampled', 0)`);
    // The shards together reach it at a third of Spark's 20,000 writes a day (2 a flush).
    expect(SAMPLE_FROM_FLUSHES * VISIT_STAT_SHARDS * 2).toBeLessThanOrEqual(20_000 / 3);
    expect(isSampledFrom(SAMPLE_FROM_FLUSHES - 1)).toBe(false);
    expect(isSampledFrom(SAMPLE_FROM_FLUSHES)).toBe(true);
  });

  it('reads which shards a site document says are past their sampling point on a day', () => {
    const when = { month: '2026-11', day: '30' };
    expect(
      shardsSampledOn({ s0: '2026-11-30', s2: '2026-11-29', s4: '2026-11-30', s9: '2026-11-30' }, when),
    ).toEqual([0, 4]);
    expect(shardsSampledOn(undefined, when)).toEqual([]);
    expect(shardsSampledOn({ s1: 20261130 }, when)).toEqual([]);
    expect(announcesSamplingPoint(SAMPLE_FROM_FLUSHES)).toBe(true);
    expect(announcesSamplingPoint(SAMPLE_FROM_FLUSHES + 1)).toBe(false);
  });

  it('counts a sampled flush its weight times, and once as a flush and as sampled', () => {
    const increments = statIncrementsOf(
      { pages: ['home'], posts: ['12'], visit: true, referrer: 'x.com', weight: SAMPLED_WEIGHT },
      '05',
    );
    expect(increments).toEqual([
      { path: ['days', '05', 'flushes'], by: 1 },
      { path: ['days', '05', 'sampled'], by: 1 },
      { path: ['days', '05', 'views'], by: 2 * SAMPLED_WEIGHT },
      { path: ['days', '05', 'postViews'], by: SAMPLED_WEIGHT },
      { path: ['days', '05', 'visits'], by: SAMPLED_WEIGHT },
      { path: ['posts', '12'], by: SAMPLED_WEIGHT },
      { path: ['pages', 'home'], by: SAMPLED_WEIGHT },
      { path: ['referrers', 'x~com'], by: SAMPLED_WEIGHT },
    ]);
  });
});

describe('a month read from its shards', () => {
  it('adds the shards up, missing ones and odd values as nothing', () => {
    const month = readMonthStats('2026-11', [
      { days: { '01': { visits: 2, views: 5, postViews: 3 } }, posts: { '7': 3 }, referrers: { 'x~com': 1 } },
      null,
      {
        days: { '01': { visits: 1, views: 1 }, '02': { visits: 'x' } },
        posts: { '7': 2, '8': -4 },
        pages: { home: 4 },
      },
    ]);
    expect(month.days).toEqual({
      '01': { visits: 3, views: 6, postViews: 3, sampled: 0 },
      '02': { visits: 0, views: 0, postViews: 0, sampled: 0 },
    });
    expect(month.posts).toEqual({ '7': 5, '8': 0 });
    expect(month.pages).toEqual({ home: 4 });
    expect(month.referrers).toEqual({ 'x.com': 1 });
  });

  it('tells the views staff have not yet added to their posts', () => {
    expect(pendingViewsOf({ posts: { '7': 5, '8': 2, '9': 1 }, folded: { '7': 3, '8': 2 } })).toEqual({
      '7': 2,
      '9': 1,
    });
    expect(pendingViewsOf(null)).toEqual({});
  });
});
