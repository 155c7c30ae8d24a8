import { describe, expect, it } from 'vitest';
import { commitUrl, flushCommitBody, flushesAfterOf, restFieldPath, signUpUrl } from './visit-rest';

const endpoints = { projectId: 'demo-x', apiKey: 'key' };

describe('a flush over REST', () => {
  it('goes to the emulators when the site runs on them', () => {
    expect(signUpUrl({ ...endpoints, authEmulatorUrl: 'http://127.0.0.1:9099' })).toBe(
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signUp?key=key',
    );
    expect(commitUrl({ ...endpoints, firestoreEmulatorHost: '127.0.0.1:8080' })).toBe(
      'http://127.0.0.1:8080/v1/projects/demo-x/databases/(default)/documents:commit',
    );
    expect(commitUrl(endpoints)).toBe(
      'https://firestore.googleapis.com/v1/projects/demo-x/databases/(default)/documents:commit?key=key',
    );
  });

  it('quotes field path segments that are not identifiers', () => {
    expect(restFieldPath(['days', '05', 'views'])).toBe('days.`05`.views');
    expect(restFieldPath(['referrers', 'www~google~com'])).toBe('referrers.`www~google~com`');
  });

  it('creates the visitor once, stamped by the server, and only increments the statistics', () => {
    const body = JSON.parse(
      flushCommitBody(
        'demo-x',
        'uid1',
        { pages: ['home'], posts: ['9'], visit: true, referrer: null },
        { month: '2026-11', day: '30' },
        3,
      ),
    );
    const [visitor, stats] = body.writes;
    expect(visitor.update.name).toBe('projects/demo-x/databases/(default)/documents/visitors/uid1');
    expect(visitor.currentDocument).toEqual({ exists: false });
    expect(visitor.updateTransforms).toEqual([{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }]);
    expect(visitor.update.fields).toEqual({
      stats: { stringValue: '2026-11-3' },
      day: { stringValue: '30' },
      visit: { booleanValue: true },
      pages: { arrayValue: { values: [{ stringValue: 'home' }] } },
      posts: { arrayValue: { values: [{ stringValue: '9' }] } },
      referrer: { nullValue: null },
    });
    expect(stats.update).toEqual({
      name: 'projects/demo-x/databases/(default)/documents/visit_stats/2026-11-3',
      fields: {},
    });
    expect(stats.updateMask).toEqual({ fieldPaths: [] });
    expect(stats.updateTransforms.map((t: { fieldPath: string }) => t.fieldPath)).toEqual([
      'days.`30`.flushes',
      'days.`30`.views',
      'days.`30`.postViews',
      'days.`30`.visits',
      'posts.`9`',
      'pages.home',
    ]);
  });

  it('a sampled flush names its weight and counts each page, post and visit that many times', () => {
    const body = JSON.parse(
      flushCommitBody(
        'demo-x',
        'uid2',
        { pages: ['home'], posts: ['9', '4'], visit: false, referrer: null, weight: 8 },
        { month: '2026-11', day: '30' },
        1,
      ),
    );
    const [visitor, stats] = body.writes;
    expect(visitor.update.fields.weight).toEqual({ integerValue: '8' });
    const amounts = Object.fromEntries(
      stats.updateTransforms.map((t: { fieldPath: string; increment: { integerValue: string } }) => [
        t.fieldPath,
        Number(t.increment.integerValue),
      ]),
    );
    expect(amounts).toEqual({
      'days.`30`.flushes': 1,
      'days.`30`.sampled': 1,
      'days.`30`.views': 24,
      'days.`30`.postViews': 16,
      'posts.`9`': 8,
      'posts.`4`': 8,
      'pages.home': 8,
    });
  });

  it("reads the shard's flushes that day from the commit's answer", () => {
    const answer = {
      writeResults: [
        { updateTime: '2026-11-30T10:00:00Z' },
        {
          updateTime: '2026-11-30T10:00:00Z',
          transformResults: [{ integerValue: '667' }, { integerValue: '3' }],
        },
      ],
    };
    expect(flushesAfterOf(answer)).toBe(667);
    expect(flushesAfterOf({ writeResults: [{}, {}] })).toBeNull();
    expect(flushesAfterOf(null)).toBeNull();
  });
});
