import { describe, expect, it } from 'vitest';
import { readMonthStats, type MonthStats } from '@/data/models/visit-stats';
import { hasTraffic, pageName, summarizeTraffic, TRAFFIC_DAYS } from './traffic';

const month = (name: string, shard: Record<string, unknown> | null = null): MonthStats =>
  readMonthStats(name, [shard]);

describe('summarizeTraffic', () => {
  it('counts this month’s visits up to today, against all of last month', () => {
    const summary = summarizeTraffic(
      month('2026-11', {
        days: {
          '01': { visits: 4, views: 9, postViews: 2 },
          '22': { visits: 1, views: 1, postViews: 1 },
          // After today (another clock's day): not this month "so far".
          '23': { visits: 50, views: 50, postViews: 0 },
        },
      }),
      month('2026-10', { days: { '31': { visits: 7, views: 7, postViews: 0 } } }),
      { month: '2026-11', day: '22' },
    );
    expect(summary.visits).toEqual({ thisMonth: 5, lastMonth: 7 });
    expect(summary.viewsThisMonth).toBe(10);
    expect(summary.postViewsThisMonth).toBe(3);
    expect(summary.days).toHaveLength(TRAFFIC_DAYS);
    expect(summary.days.at(-1)).toEqual({
      date: '2026-11-22',
      label: '22 Nov',
      visits: 1,
      postViews: 1,
      estimated: false,
    });
    expect(summary.estimatedDays).toBe(0);
    expect(summary.days[0]?.date).toBe('2026-10-24');
    expect(summary.since).toBe('2026-10-01');
  });

  it('marks the days sampled above the counting budget as estimates, and counts them over both months', () => {
    const summary = summarizeTraffic(
      month('2026-11', {
        days: {
          '21': { visits: 900, views: 2_000, postViews: 1_200, sampled: 40 },
          '22': { visits: 10, views: 20, postViews: 5 },
        },
      }),
      month('2026-10', { days: { '02': { visits: 3, views: 3, postViews: 0, sampled: 1 } } }),
      { month: '2026-11', day: '22' },
    );
    expect(summary.days.filter((day) => day.estimated).map((day) => day.date)).toEqual(['2026-11-21']);
    // 2 October is before the chart's 30 days, but in the month lists' period.
    expect(summary.estimatedDays).toBe(2);
  });

  it('leaves out the days of the month before last (not read)', () => {
    const summary = summarizeTraffic(month('2026-03'), month('2026-02'), { month: '2026-03', day: '01' });
    expect(summary.days.map((day) => day.date)).toEqual([
      ...Array.from({ length: 28 }, (_, index) => `2026-02-${String(index + 1).padStart(2, '0')}`),
      '2026-03-01',
    ]);
  });

  it('ranks posts, pages and referrers over both months, most first, ties by name, pages by route only', () => {
    const summary = summarizeTraffic(
      month('2026-11', {
        posts: { '7': 2, '3': 5 },
        pages: { home: 3, blogPost: 99, contact: 1 },
        referrers: { 'b~example': 1, 'a~example': 1, 'c~example': 3 },
      }),
      month('2026-10', {
        posts: { '7': 3, '9': 1, '1': 1, '2': 1, '4': 1, '5': 0 },
        pages: { contact: 2, about: 1 },
        referrers: { 'www~google~com': 2 },
      }),
      { month: '2026-11', day: '05' },
    );
    expect(summary.topPosts).toEqual([
      { key: '3', count: 5 },
      { key: '7', count: 5 },
      { key: '1', count: 1 },
      { key: '2', count: 1 },
      { key: '4', count: 1 },
    ]);
    expect(summary.topPages).toEqual([
      { key: 'contact', count: 3 },
      { key: 'home', count: 3 },
      { key: 'about', count: 1 },
    ]);
    expect(summary.topReferrers.map((entry) => entry.key)).toEqual([
      'c.example',
      'www.google.com',
      'a.example',
      'b.example',
    ]);
  });

  it('knows when nothing was counted', () => {
    const today = { month: '2026-11', day: '05' };
    expect(hasTraffic(summarizeTraffic(month('2026-11'), month('2026-10'), today))).toBe(false);
    const lastMonthOnly = month('2026-10', { days: { '02': { visits: 1, views: 1, postViews: 0 } } });
    expect(hasTraffic(summarizeTraffic(month('2026-11'), lastMonthOnly, today))).toBe(true);
  });
});

describe('pageName', () => {
  it('names routes for people', () => {
    expect(pageName('home')).toBe('Home');
    expect(pageName('service')).toBe('A service page');
    expect(pageName('blogTagPage')).toBe('A blog tag, a later page');
  });
});
