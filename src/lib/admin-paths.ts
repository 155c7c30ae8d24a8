import { ADMIN_BASE, fillPath, pathsOf } from './paths';

/** Who may open a screen, which also decides its frame: signed-out screens (login) or staff screens. */
export type AdminGroup = 'signedOut' | 'staff';

const signedOut = <Path extends string>(path: Path) => ({
  path: `${ADMIN_BASE}${path}` as const,
  group: 'signedOut' as const,
});
const staff = <Path extends string>(path: Path) => ({
  path: `${ADMIN_BASE}${path}` as const,
  group: 'staff' as const,
});

/**
 * The back office's route manifest (spec section 2): each screen's address and group, defined once. Its
 * routes (src/pages/admin/AdminApp.tsx, which must give every screen its lazy page: a Record over these ids)
 * and `adminPaths` derive from it. Kept out of paths.ts so public pages don't carry it.
 */
export const adminRoutes = {
  login: signedOut('/login'),
  loginWithLink: signedOut('/login-with-otp'),
  verifyLink: signedOut('/verify-otp'),
  dashboard: staff(''),
  blogPosts: staff('/blog-posts'),
  newBlogPost: staff('/blog-posts/new'),
  editBlogPost: staff('/blog-posts/:id/edit'),
  projects: staff('/projects'),
  newProject: staff('/projects/new'),
  project: staff('/projects/:id'),
  editProject: staff('/projects/:id/edit'),
  inquiries: staff('/inquiries'),
  subscribers: staff('/subscribers'),
  users: staff('/users'),
  settings: staff('/settings'),
  activity: staff('/activity'),
  recentlyDeleted: staff('/recently-deleted'),
} as const;

export type AdminRouteId = keyof typeof adminRoutes;

/** The spec's other reading of the editor's address; it redirects to `editProject` (staff only). */
export const legacyEditProjectPath = `${ADMIN_BASE}/projects/edit/:id`;

/** The back office's addresses; links and tests use these. */
export const adminPaths = {
  ...pathsOf(adminRoutes),
  editBlogPost: (id: string) => fillPath(adminRoutes.editBlogPost.path, { id }),
  project: (id: string) => fillPath(adminRoutes.project.path, { id }),
  editProject: (id: string) => fillPath(adminRoutes.editProject.path, { id }),
} as const;
