/** A manifest address as a route path under its parent route: '/about' -> 'about', ('/admin/users', '/admin') -> 'users'. */
export function routePath(path: string, base = ''): string {
  return path.slice(base.length).replace(/^\//, '');
}
