// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../../src/lib/admin-paths';
import {
  sameScreensGroups,
  signedOutPageFiles,
  staffChunkGroup,
  staffSharedModules,
  startChunkGroup,
  startModules,
} from './admin-chunking.mjs';

const src = (path) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));
const ROUTES = src('app/admin/routes.tsx');
const LOGIN = src('pages/admin/LoginPage.tsx');
const POSTS = src('pages/admin/BlogPostsPage.tsx');
const INQUIRIES = src('pages/admin/InquiriesPage.tsx');
const USERS = src('pages/admin/UsersPage.tsx');
const SIGNED_OUT = new Set([LOGIN]);

const chunk = (
  fileName,
  { facade = null, entry = false, imports = [], dynamicImports = [], modules = [] },
) => ({
  type: 'chunk',
  fileName,
  facadeModuleId: facade,
  isEntry: entry,
  imports,
  dynamicImports,
  moduleIds: modules,
});

/**
 * A back office in miniature: the entry lazily loads the sign-in page and three staff screens. The search
 * field is shared by screens only, and so are the write paths; the table by screens and the Firebase store,
 * which the entry loads lazily; the form field by the sign-in page and a screen.
 */
function miniature({ imports = {} } = {}) {
  const bundle = Object.fromEntries(
    [
      chunk('admin.js', {
        entry: true,
        modules: [src('app/admin/main.tsx'), ROUTES],
        dynamicImports: ['login.js', 'posts.js', 'inquiries.js', 'users.js', 'store.js'],
      }),
      chunk('login.js', { facade: LOGIN, imports: ['form-field.js'], modules: [LOGIN] }),
      chunk('posts.js', { facade: POSTS, imports: ['table.js', 'search.js', 'writes.js'], modules: [POSTS] }),
      chunk('inquiries.js', { facade: INQUIRIES, imports: ['table.js', 'search.js'], modules: [INQUIRIES] }),
      chunk('users.js', { facade: USERS, imports: ['form-field.js', 'writes.js'], modules: [USERS] }),
      chunk('table.js', { modules: ['/src/components/ui/table.tsx', '/src/lib/paging.ts'] }),
      chunk('search.js', { modules: ['/src/components/SearchField.tsx'] }),
      chunk('writes.js', { modules: ['/src/data/repos/post-writes.ts'] }),
      chunk('form-field.js', { modules: ['/src/components/ui/form-field.tsx'] }),
      chunk('store.js', { imports: ['table.js'], modules: ['/src/data/store/firestore-store.ts'] }),
    ].map((file) => [file.fileName, file]),
  );
  const getModuleInfo = (id) =>
    id === ROUTES
      ? { dynamicallyImportedIds: [LOGIN, POSTS, INQUIRIES, USERS], importedIds: [] }
      : { dynamicallyImportedIds: [], importedIds: imports[id] ?? [] };
  return { bundle, getModuleInfo };
}

describe('signedOutPageFiles', () => {
  it("names the page files of the manifest's screens before sign-in", () => {
    expect([...signedOutPageFiles(adminRoutes)].toSorted()).toEqual(
      ['LoginPage', 'LoginWithLinkPage', 'VerifyLinkPage'].map((page) => src(`pages/admin/${page}.tsx`)),
    );
  });

  it('follows the manifest: a screen added before sign-in is left out of the staff chunk too', () => {
    const routes = {
      login: { group: 'signedOut', page: 'LoginPage' },
      welcome: { group: 'signedOut', page: 'WelcomePage' },
      posts: { group: 'staff', page: 'BlogPostsPage' },
    };
    expect([...signedOutPageFiles(routes)]).toEqual([LOGIN, src('pages/admin/WelcomePage.tsx')]);
  });
});

describe('staffSharedModules', () => {
  it('takes the modules two staff screens share and nothing before sign-in can load', () => {
    const { bundle, getModuleInfo } = miniature({
      imports: { '/src/components/SearchField.tsx': ['/src/components/ui/table.tsx'] },
    });
    // table.js is shared by screens, but the store, which may load before sign-in, imports it; form-field.js
    // is the sign-in page's too.
    expect(staffSharedModules(bundle, getModuleInfo, SIGNED_OUT).toSorted()).toEqual([
      '/src/components/SearchField.tsx',
      '/src/data/repos/post-writes.ts',
    ]);
  });

  it("refuses a split where a staff module imports one that a single screen's chunk holds", () => {
    const { bundle, getModuleInfo } = miniature({
      imports: { '/src/components/SearchField.tsx': [INQUIRIES] },
    });
    expect(() => staffSharedModules(bundle, getModuleInfo, SIGNED_OUT)).toThrow(
      /SearchField\.tsx imports .*InquiriesPage\.tsx, which would stay out of the staff chunk/,
    );
  });

  it('fails loudly when the route table is not in the build', () => {
    const { bundle } = miniature();
    expect(() => staffSharedModules(bundle, () => null, SIGNED_OUT)).toThrow(
      /routes\.tsx is not in the back office/,
    );
  });
});

describe('staffChunkGroup', () => {
  it('captures exactly the modules it was given, without their dependencies', () => {
    const group = staffChunkGroup(['/src/components/SearchField.tsx']);
    expect(group.name).toBe('staff');
    expect(group.test('/src/components/SearchField.tsx')).toBe(true);
    expect(group.test('/src/components/ui/table.tsx')).toBe(false);
    expect(group.includeDependenciesRecursively).toBe(false);
  });
});

describe('startModules', () => {
  const MAIN = src('app/admin/main.tsx');
  const bundle = Object.fromEntries(
    [
      chunk('admin.js', { entry: true, imports: ['core.js', 'config.js'], modules: [MAIN, 'react'] }),
      chunk('core.js', { imports: ['config.js'], modules: ['react-router'] }),
      chunk('config.js', { modules: ['/src/lib/config.ts'] }),
      chunk('login.js', { facade: LOGIN, imports: ['core.js'], modules: [LOGIN] }),
    ].map((file) => [file.fileName, file]),
  );

  it("lists the modules of the entry's chunk and of the chunks it imports statically, the entry left out", () => {
    expect(startModules(bundle).toSorted()).toEqual(['/src/lib/config.ts', 'react', 'react-router']);
  });

  it('fails the build when the entry is not in it', () => {
    const withoutEntry = Object.fromEntries(Object.entries(bundle).filter(([file]) => file !== 'admin.js'));
    expect(() => startModules(withoutEntry)).toThrow(/main\.tsx is not in the back office/);
  });

  it('gives a group that captures those modules only, in one chunk named start', () => {
    const group = startChunkGroup(['react']);
    expect(group.name).toBe('start');
    expect([group.test('react'), group.test(LOGIN)]).toEqual([true, false]);
    expect(group.includeDependenciesRecursively).toBe(false);
  });
});

describe('sameScreensGroups', () => {
  const shared = (fileName, modules, size = 100) => ({
    ...chunk(fileName, { modules }),
    name: fileName.replace('.js', ''),
    code: 'x'.repeat(size),
  });
  const chunks = [
    shared('auth.js', ['/src/auth.ts'], 900),
    shared('icons.js', ['/node_modules/lucide-react/Icon.js']),
    shared('input.js', ['/src/components/ui/input.tsx']),
    shared('table.js', ['/src/components/ui/table.tsx'], 500),
    shared('search.js', ['/src/components/SearchField.tsx']),
    shared('arrow.js', ['/node_modules/lucide-react/arrow-left.js']),
    shared('dialog.js', ['/src/components/ui/dialog.tsx']),
    { ...shared('staff.js', ['/src/staff-shared.ts'], 5000), name: 'staff' },
    { ...chunk('posts.js', { facade: POSTS, modules: [POSTS] }), name: 'BlogPostsPage', code: '' },
    { ...chunk('inquiries.js', { facade: INQUIRIES, modules: [INQUIRIES] }), name: 'x', code: '' },
  ];
  // The sign-in screen, the post list and the inquiries (routePreloads' shape: files, then each route's indexes).
  const files = ['auth.js', 'icons.js', 'input.js', 'table.js', 'search.js', 'arrow.js', 'staff.js'];
  const preloads = {
    files: [...files, 'posts.js', 'inquiries.js'],
    routes: [
      ['^/admin/login$', false, [0, 1, 2, 5]],
      ['^/admin/blog-posts$', true, [0, 1, 2, 3, 4, 5, 6, 7]],
      ['^/admin/inquiries$', true, [0, 1, 2, 3, 4, 6, 8]],
    ],
  };
  const groups = sameScreensGroups(preloads, chunks);
  const captured = (group) => chunks.flatMap((c) => c.moduleIds).filter((id) => group.test(id));

  it('merges the shared chunks exactly the same screens load at start, named after the largest', () => {
    expect(groups.map((group) => [group.name, captured(group)])).toEqual([
      ['auth', ['/src/auth.ts', '/node_modules/lucide-react/Icon.js', '/src/components/ui/input.tsx']],
      ['table', ['/src/components/ui/table.tsx', '/src/components/SearchField.tsx']],
    ]);
    expect(groups.every((group) => group.includeDependenciesRecursively === false)).toBe(true);
  });

  it('leaves alone a chunk no other shares its screens with, one no screen loads at start, pages and the staff chunk', () => {
    const all = groups.flatMap(captured);
    for (const id of [
      '/node_modules/lucide-react/arrow-left.js',
      '/src/components/ui/dialog.tsx',
      POSTS,
      '/src/staff-shared.ts',
    ])
      expect(all).not.toContain(id);
  });
});
