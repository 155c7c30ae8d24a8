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
  /** A post by id or slug; for a post you have, use postPath(post). */
  blogPost: (idOrSlug: string) => `/blog/${idOrSlug}`,
  blogByTag: (tag: string) => `/blog?tag=${encodeURIComponent(tag)}`,
  blogByCategory: (category: string) => `/blog?category=${encodeURIComponent(category)}`,
  contact: '/contact',
  admin: '/admin',
  adminLogin: '/admin/login',
} as const;

/** A post's public address: /blog/<slug>, or /blog/<id> for a post stored before slugs existed. */
export function postPath(post: { id: string; slug: string }): string {
  return paths.blogPost(post.slug || post.id);
}
