// The deploy scripts' decisions: how current the deployed build is (live-after-deploy.mjs) and whether a
// rebuild is due (rebuild-due.mjs), on site/live as firebase-admin reads it.
import { describe, expect, it } from 'vitest';
import {
  deployedBuildAsOf,
  liveAsOfOfPage,
  millisOf,
  newestPublishAt,
  rebuildDecision,
} from './deploy-state.mjs';

const at = (iso) => Date.parse(iso);
/** firebase-admin's Timestamp as far as the scripts use it. */
const timestamp = (iso) => ({ toMillis: () => at(iso) });

const BUILT = '2026-11-28T00:30:00.000Z';
const NOW = at('2026-11-28T10:00:00.000Z');
const entry = (publishAt) => ({ changedAt: timestamp('2026-11-27T12:00:00Z'), post: { publishAt } });

describe('how current the deployed build is', () => {
  it('reads liveAsOf from a prerendered page’s data block, "<" escaped as the build writes it', () => {
    const html =
      '<html><body><div id="root">…</div><script type="application/json" id="page-data">' +
      '{"settings":{"siteName":"a\\u003cb"},"queries":[],"liveAsOf":"2026-11-28T00:29:58.123Z"}</script></body></html>';
    expect(liveAsOfOfPage(html)).toBe(at('2026-11-28T00:29:58.123Z'));
    expect(liveAsOfOfPage(html.replace('"2026-11-28T00:29:58.123Z"', 'null'))).toBeNull();
    expect(() => liveAsOfOfPage('<html></html>')).toThrow(/no page data/);
  });

  it('finds the newest publishAt anywhere in a page’s data', () => {
    const data = {
      queries: [
        { key: ['blog'], data: { posts: [{ publishAt: '2026-11-20T09:00:00.000Z' }, { publishAt: null }] } },
        { key: ['recent'], data: [{ id: '7', publishAt: '2026-11-27T23:59:59.999Z' }] },
      ],
    };
    expect(newestPublishAt(data)).toBe(at('2026-11-27T23:59:59.999Z'));
    expect(newestPublishAt({ queries: [] })).toBeNull();
  });

  it.each([
    {
      case: 'a save after the newest post',
      liveAsOf: at(BUILT),
      newestPublished: at('2026-11-27T09:00:00Z'),
      asOf: at(BUILT),
    },
    {
      case: 'a post that went public after the last save',
      liveAsOf: at('2026-11-26T10:00:00Z'),
      newestPublished: at('2026-11-27T09:00:00Z'),
      asOf: at('2026-11-27T09:00:00Z'),
    },
    {
      case: 'no site/live read',
      liveAsOf: null,
      newestPublished: at('2026-11-27T09:00:00Z'),
      asOf: at('2026-11-27T09:00:00Z'),
    },
    { case: 'an empty site', liveAsOf: null, newestPublished: null, asOf: null },
  ])('is the later of liveAsOf and its newest post: $case', ({ liveAsOf, newestPublished, asOf }) => {
    expect(deployedBuildAsOf({ liveAsOf, newestPublished })).toBe(asOf);
  });
});

describe('whether a rebuild is due', () => {
  it.each([
    { case: 'no site/live', live: null, due: false },
    { case: 'nothing listed', live: { builtAsOf: timestamp(BUILT), posts: {} }, due: false },
    {
      case: 'an edit of a post public before the build',
      live: { builtAsOf: timestamp(BUILT), posts: { 1: entry(timestamp('2026-11-01T09:00:00Z')) } },
      due: false,
    },
    {
      case: 'a post published after the build',
      live: { builtAsOf: timestamp(BUILT), posts: { 9: entry(timestamp('2026-11-28T08:00:00Z')) } },
      due: true,
    },
    {
      case: 'a scheduled version whose time came after the build',
      live: { builtAsOf: timestamp(BUILT), pending: [at('2026-11-28T09:59:00Z')], posts: {} },
      due: true,
    },
    {
      case: 'a scheduled time still ahead',
      live: {
        builtAsOf: timestamp(BUILT),
        pending: [at('2026-11-28T10:01:00Z')],
        posts: { 9: entry(timestamp('2026-11-28T10:01:00Z')) },
      },
      due: false,
    },
    {
      case: 'a time exactly the build’s (in it)',
      live: { builtAsOf: timestamp(BUILT), pending: [at(BUILT)], posts: {} },
      due: false,
    },
    {
      case: 'a withdrawn post',
      live: {
        builtAsOf: timestamp(BUILT),
        posts: { 9: { changedAt: timestamp('2026-11-28T08:00:00Z'), post: null } },
      },
      due: false,
    },
    {
      case: 'no build recorded yet, something public',
      live: { posts: { 9: entry(timestamp('2026-11-20T08:00:00Z')) } },
      due: true,
    },
    { case: 'no build recorded yet, nothing public', live: { pending: [], posts: {} }, due: false },
  ])('$case: due $due', ({ live, due }) => {
    const decision = rebuildDecision(live, NOW);
    expect(decision.due).toBe(due);
    expect(decision.reason).toMatch(due ? /^rebuild due: / : /^up to date/);
  });

  it('names the first thing that went public after the build', () => {
    const live = {
      builtAsOf: timestamp(BUILT),
      pending: [at('2026-11-28T06:00:00Z')],
      posts: { 9: entry(timestamp('2026-11-28T03:30:00Z')) },
    };
    expect(rebuildDecision(live, NOW).reason).toBe(
      'rebuild due: post 9 went public at 2026-11-28T03:30:00.000Z, after the deployed build (2026-11-28T00:30:00.000Z)',
    );
  });

  it('reads stored times however they come', () => {
    expect([new Date(5), 5, '1970-01-01T00:00:00.005Z', { toMillis: () => 5 }].map(millisOf)).toEqual([
      5, 5, 5, 5,
    ]);
    expect([undefined, null, 'soon', {}, Number.NaN].map(millisOf)).toEqual([null, null, null, null, null]);
  });
});
