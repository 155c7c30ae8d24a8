import { describe, expect, it } from 'vitest';
import { commitUrl, flushCommitBody, restFieldPath, signUpUrl } from './visit-rest';

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
      'days.`30`.views',
      'days.`30`.postViews',
      'days.`30`.visits',
      'posts.`9`',
      'pages.home',
    ]);
  });
});
