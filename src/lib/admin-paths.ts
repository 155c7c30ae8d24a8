/** The back office's addresses (spec section 2); kept out of paths.ts so public pages don't carry them. */
export const adminPaths = {
  dashboard: '/admin',
  login: '/admin/login',
  loginWithLink: '/admin/login-with-otp',
  verifyLink: '/admin/verify-otp',
  blogPosts: '/admin/blog-posts',
  newBlogPost: '/admin/blog-posts/new',
  editBlogPost: (id: string) => `/admin/blog-posts/${id}/edit`,
  projects: '/admin/projects',
  newProject: '/admin/projects/new',
  project: (id: string) => `/admin/projects/${id}`,
  editProject: (id: string) => `/admin/projects/${id}/edit`,
  inquiries: '/admin/inquiries',
  subscribers: '/admin/subscribers',
  users: '/admin/users',
  settings: '/admin/settings',
} as const;
