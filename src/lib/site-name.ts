import { createContext, useContext } from 'react';
import { site } from '@/content/site';
import { readPageData } from './page-data';

/*
 * The site's name (Settings > General, settings/site) is the brand wherever the site names itself. The public
 * layout provides the saved name (the build's snapshot, then the run-time refresh); the back office and the
 * shells use the snapshot the build embedded. A context rather than each component reading the settings:
 * with the settings hook imported by more lazy chunks, Rolldown split two of its imports out of the entry
 * into chunks of their own (+0.5 kB on every page, the post editor over its 300 kB budget).
 */
const SiteNameContext = createContext<string>(site.name);

/** Given the saved name by the public layout. */
export const SiteNameProvider = SiteNameContext;

export function useSiteName(): string {
  return useContext(SiteNameContext);
}

/** The name the build saw (settings/site in the page's embedded data), else the config's. */
export function siteNameAsBuilt(): string {
  return readPageData()?.settings?.siteName ?? site.name;
}
