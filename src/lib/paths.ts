/** Every internal address in one place; links and tests use these. */
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  service: (slug: string) => `/services/${slug}`,
  packages: '/packages',
  projects: '/projects',
  project: (id: string) => `/projects/${id}`,
  blog: '/blog',
  blogPost: (id: string) => `/blog/${id}`,
  blogByTag: (tag: string) => `/blog?tag=${encodeURIComponent(tag)}`,
  blogByCategory: (category: string) => `/blog?category=${encodeURIComponent(category)}`,
  contact: '/contact',
  admin: '/admin',
  adminLogin: '/admin/login',
} as const;

/** The back office's addresses (spec section 2). */
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
