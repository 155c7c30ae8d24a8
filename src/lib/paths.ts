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
