import { ADMIN_BASE, fillPath, pathsOf } from './paths';

/** Who may open a screen, which also decides its frame: signed-out screens (login) or staff screens. */
export type AdminGroup = 'signedOut' | 'staff';

const signedOut = <Path extends string>(path: Path, page: string) => ({
  path: `${ADMIN_BASE}${path}` as const,
  group: 'signedOut' as const,
  page,
});
const staff = <Path extends string>(path: Path, page: string) => ({
  path: `${ADMIN_BASE}${path}` as const,
  group: 'staff' as const,
  page,
});

/**
 * The back office's route manifest (spec section 2): each screen's address, group and page module (its file
 * under src/pages/admin/), defined once. The route table (src/app/admin/routes.tsx), `adminPaths` and the
 * build's route preloads (scripts/lib/admin-preloads.mjs) derive from it. Kept out of paths.ts so public
 * pages don't carry it.
 */
export const adminRoutes = {
  login: signedOut('/login', 'LoginPage'),
  loginWithLink: signedOut('/login-with-otp', 'LoginWithLinkPage'),
  verifyLink: signedOut('/verify-otp', 'VerifyLinkPage'),
  dashboard: staff('', 'DashboardPage'),
  blogPosts: staff('/blog-posts', 'BlogPostsPage'),
  newBlogPost: staff('/blog-posts/new', 'BlogPostEditorPage'),
  editBlogPost: staff('/blog-posts/:id/edit', 'BlogPostEditorPage'),
  projects: staff('/projects', 'ProjectsPage'),
  newProject: staff('/projects/new', 'ProjectFormPage'),
  project: staff('/projects/:id', 'AdminProjectDetailPage'),
  editProject: staff('/projects/:id/edit', 'ProjectFormPage'),
  inquiries: staff('/inquiries', 'InquiriesPage'),
  subscribers: staff('/subscribers', 'SubscribersPage'),
  users: staff('/users', 'UsersPage'),
  settings: staff('/settings', 'SettingsPage'),
  activity: staff('/activity', 'ActivityPage'),
  recentlyDeleted: staff('/recently-deleted', 'RecentlyDeletedPage'),
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
  /**
   * One inquiry: the inbox with it open (?inquiry=<id>, INQUIRY_LINK_PARAM), as the link in every inquiry
   * e-mail names it (functions/src/message.ts).
   */
  inquiry: (id: string) => `${adminRoutes.inquiries.path}?${INQUIRY_LINK_PARAM}=${encodeURIComponent(id)}`,
} as const;

/** The inbox's parameter naming the inquiry to open (src/features/inquiries/InquiryLinkDialog.tsx). */
export const INQUIRY_LINK_PARAM = 'inquiry';
