// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../../src/lib/admin-paths';
import { signedOutPageFiles, staffChunkGroup, staffSharedModules } from './admin-chunking.mjs';

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
