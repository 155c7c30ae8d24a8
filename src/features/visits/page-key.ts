import { matchRoutes } from 'react-router-dom';
import { isPageKey, type PageKey } from '@/data/models/visit-stats';
import { siteRoutes } from '@/lib/paths';

const routes = Object.entries(siteRoutes).map(([id, { path }]) => ({ id, path }));

/**
 * The route a public address shows, when it is a page counted by route: not a post (counted by id once it
 * is shown), a preview, or an address no route matches.
 */
export function pageKeyOf(pathname: string): PageKey | null {
  const matches = matchRoutes(routes, pathname);
  const id = matches?.[matches.length - 1]?.route.id;
  return id && isPageKey(id) ? id : null;
}
