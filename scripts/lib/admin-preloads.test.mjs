// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { preloadScript, routePreloads } from './admin-preloads.mjs';

const GRANT_KEY = 'test:staff-grant';

/** A back office in miniature: an entry, Firebase Auth, the staff frame, the store and three screens. */
const manifest = {
  'admin.html': { file: 'assets/admin.js', imports: ['_core.js'] },
  '_core.js': { file: 'assets/core.js' },
  '_staff.js': { file: 'assets/staff.js', imports: ['_core.js'] },
  'src/features/auth/auth-service.ts': { file: 'assets/auth-service.js', imports: ['_firebase.js'] },
  '_firebase.js': { file: 'assets/firebase.js' },
  'src/layouts/AdminLayout.tsx': { file: 'assets/AdminLayout.js', imports: ['_core.js', '_staff.js'] },
  'src/data/store/firestore-store.ts': { file: 'assets/firestore-store.js', imports: ['_firebase.js'] },
  'src/data/store/memory-store.ts': { file: 'assets/memory-store.js' },
  'src/pages/admin/LoginPage.tsx': { file: 'assets/LoginPage.js', imports: ['_core.js'] },
  'src/pages/admin/ProjectFormPage.tsx': { file: 'assets/ProjectFormPage.js', imports: ['_staff.js'] },
  'src/pages/admin/AdminProjectDetailPage.tsx': { file: 'assets/ProjectDetail.js', imports: ['_staff.js'] },
};
const adminRoutes = {
  login: { path: '/admin/login', group: 'signedOut', page: 'LoginPage' },
  project: { path: '/admin/projects/:id', group: 'staff', page: 'AdminProjectDetailPage' },
  newProject: { path: '/admin/projects/new', group: 'staff', page: 'ProjectFormPage' },
};

/** Runs the generated script at `path` (with or without a remembered staff check): the hrefs it links. */
function preloadedAt(
  path,
  { grant },
  preloads = routePreloads({ manifest, adminRoutes, dataBackend: 'firestore' }),
) {
  const links = [];
  const document = {
    createElement: () => ({}),
    head: { appendChild: (link) => links.push(link) },
  };
  const localStorage = { getItem: (key) => (grant && key === GRANT_KEY ? '{}' : null) };
  runInNewContext(preloadScript(preloads, GRANT_KEY), {
    document,
    localStorage,
    location: { pathname: path },
  });
  for (const link of links) {
    expect(link.rel).toBe('modulepreload');
    expect(link.crossOrigin).toBe('');
  }
  return links.map((link) => link.href);
}

describe('the route preloads', () => {
  it("link a staff screen's modules beyond the entry's: Auth, the frame, the store and its page", () => {
    expect(preloadedAt('/admin/projects/7', { grant: true })).toEqual([
      '/assets/auth-service.js',
      '/assets/firebase.js',
      '/assets/AdminLayout.js',
      '/assets/staff.js',
      '/assets/firestore-store.js',
      '/assets/ProjectDetail.js',
    ]);
  });

  it('take the store the build reads and writes', () => {
    const memory = routePreloads({ manifest, adminRoutes, dataBackend: 'memory' });
    expect(preloadedAt('/admin/projects/7', { grant: true }, memory)).toContain('/assets/memory-store.js');
    expect(preloadedAt('/admin/projects/7', { grant: true }, memory)).not.toContain(
      '/assets/firestore-store.js',
    );
  });

  it('match a fixed address before a pattern that would also take it', () => {
    expect(preloadedAt('/admin/projects/new', { grant: true })).toContain('/assets/ProjectFormPage.js');
    expect(preloadedAt('/admin/projects/new', { grant: true })).not.toContain('/assets/ProjectDetail.js');
  });

  it('read an address with a trailing slash as without it', () => {
    expect(preloadedAt('/admin/login/', { grant: false })).toContain('/assets/LoginPage.js');
  });

  it('link nothing of a staff screen without a remembered staff check (they will see the sign-in screen)', () => {
    expect(preloadedAt('/admin/projects/7', { grant: false })).toEqual([]);
  });

  it('link the sign-in screen without the staff frame', () => {
    expect(preloadedAt('/admin/login', { grant: false })).toEqual([
      '/assets/auth-service.js',
      '/assets/firebase.js',
      '/assets/LoginPage.js',
    ]);
  });

  it('link nothing at an address no screen has', () => {
    expect(preloadedAt('/admin/projects/7/history', { grant: true })).toEqual([]);
  });

  it('fail the build when a page the manifest names was not built', () => {
    const routes = { ...adminRoutes, gone: { path: '/admin/gone', group: 'staff', page: 'GonePage' } };
    expect(() => routePreloads({ manifest, adminRoutes: routes, dataBackend: 'firestore' })).toThrow(
      /no src\/pages\/admin\/GonePage\.tsx/,
    );
  });
});
