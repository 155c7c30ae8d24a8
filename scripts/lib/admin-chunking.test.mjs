// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../../src/lib/admin-paths';
import { adminChunking, pageFiles, staffSharedModules } from './admin-chunking.mjs';

const src = (path) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));
const page = (name) => src(`pages/admin/${name}.tsx`);
const FRAME = src('layouts/AdminLayout.tsx');

const ROUTES = {
  login: { group: 'signedOut', page: 'LoginPage' },
  posts: { group: 'staff', page: 'BlogPostsPage' },
  newPost: { group: 'staff', page: 'BlogPostEditorPage' },
  editPost: { group: 'staff', page: 'BlogPostEditorPage' },
  inquiries: { group: 'staff', page: 'InquiriesPage' },
};

/**
 * A back office in miniature, as a module graph: the sign-in page and three staff screens in the frame. The
 * table is shared by two screens; the form field by the sign-in page and a screen; the toast by the frame;
 * the editor by one screen only; the store is loaded lazily by the sign-in page (after sign-in) and imports
 * the paging helper the screens use too.
 */
const GRAPH = {
  [page('LoginPage')]: { importedIds: ['form-field'], dynamicallyImportedIds: ['store'] },
  [page('BlogPostsPage')]: { importedIds: ['table', 'paging'], dynamicallyImportedIds: ['dialog'] },
  [page('BlogPostEditorPage')]: { importedIds: ['editor', 'form-field'], dynamicallyImportedIds: [] },
  [page('InquiriesPage')]: { importedIds: ['table'], dynamicallyImportedIds: [] },
  [FRAME]: { importedIds: ['toast'], dynamicallyImportedIds: [] },
  table: { importedIds: ['table-cell'], dynamicallyImportedIds: [] },
  store: { importedIds: ['paging'], dynamicallyImportedIds: [] },
  dialog: { importedIds: ['table'], dynamicallyImportedIds: [] },
};
const getModuleInfo = (id) => GRAPH[id] ?? { importedIds: [], dynamicallyImportedIds: [] };

describe('pageFiles', () => {
  it("names the page files of the manifest's screens, each once", () => {
    expect(pageFiles(adminRoutes, 'signedOut').toSorted()).toEqual(
      ['LoginPage', 'LoginWithLinkPage', 'VerifyLinkPage'].map(page),
    );
    expect(pageFiles(ROUTES, 'staff')).toEqual(
      ['BlogPostsPage', 'BlogPostEditorPage', 'InquiriesPage'].map(page),
    );
  });
});

describe('staffSharedModules', () => {
  it('takes what two staff screens import, with the frame, and nothing a sign-in screen may load', () => {
    expect([...staffSharedModules(getModuleInfo, ROUTES)].toSorted()).toEqual([
      'table',
      'table-cell',
      'toast',
    ]);
  });

  it('leaves out a module only one screen imports, or only lazily', () => {
    const staff = staffSharedModules(getModuleInfo, ROUTES);
    expect(staff.has('editor')).toBe(false);
    expect(staff.has('dialog')).toBe(false);
  });

  it('leaves out what a sign-in screen imports or may load later, and the frame itself', () => {
    const staff = staffSharedModules(getModuleInfo, ROUTES);
    expect(staff.has('form-field')).toBe(false);
    expect(staff.has('paging')).toBe(false);
    expect(staff.has(FRAME)).toBe(false);
  });

  it('follows the manifest: a screen added before sign-in takes its imports out of the staff chunk', () => {
    const routes = { ...ROUTES, welcome: { group: 'signedOut', page: 'WelcomePage' } };
    const graph = { ...GRAPH, [page('WelcomePage')]: { importedIds: ['toast'], dynamicallyImportedIds: [] } };
    const staff = staffSharedModules((id) => graph[id] ?? getModuleInfo(id), routes);
    expect(staff.has('toast')).toBe(false);
  });
});

describe('adminChunking', () => {
  it('groups the start modules by their tag, and the staff modules once the graph is complete', () => {
    const { groups, plugin } = adminChunking(ROUTES);
    const [start, staff] = groups;
    expect(start).toMatchObject({ name: 'start', tags: ['$initial'] });
    expect(start.priority).toBeGreaterThan(staff.priority);
    expect(staff.includeDependenciesRecursively).toBe(false);
    expect(staff.test('table')).toBe(false);
    plugin.buildEnd.call({ getModuleInfo });
    expect(staff.test('table')).toBe(true);
    expect(staff.test('form-field')).toBe(false);
  });
});
