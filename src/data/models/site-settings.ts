import type { SiteSettings, SocialLinks } from '../schemas/site-settings';
import { site } from '@/content/site';
import { readText, type RawDoc } from './read';
import { isHttpsUrl, isPlainEmail } from '../constants';

export const SOCIAL_LINK_KEYS = [
  'facebook',
  'twitter',
  'instagram',
  'linkedin',
] as const satisfies ReadonlyArray<keyof SocialLinks>;

/** The site config's values: what settings/site overrides, and what a missing or malformed field keeps. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteName: site.name,
  siteDescription: site.description,
  contactEmail: site.email,
  socialLinks: { ...site.social },
};

/**
 * settings/site over the site config: any missing or malformed field keeps the configured value. An
 * EntityReader like the others (the document's id, always 'site', is not part of the settings); null is
 * the missing document.
 */
export function readSiteSettings(raw: RawDoc | null): SiteSettings {
  if (!raw) return DEFAULT_SITE_SETTINGS;
  const siteName = readText(raw.siteName).trim();
  const siteDescription = readText(raw.siteDescription, DEFAULT_SITE_SETTINGS.siteDescription).trim();
  const contactEmail = readText(raw.contactEmail).trim();
  const storedLinks = (
    typeof raw.socialLinks === 'object' && raw.socialLinks !== null ? raw.socialLinks : {}
  ) as RawDoc;
  const socialLinks = { ...DEFAULT_SITE_SETTINGS.socialLinks };
  for (const key of SOCIAL_LINK_KEYS) {
    const value = readText(storedLinks[key], socialLinks[key]).trim();
    // Empty means "no link"; anything else must be https.
    if (value === '' || isHttpsUrl(value)) socialLinks[key] = value;
  }
  return {
    siteName: siteName || DEFAULT_SITE_SETTINGS.siteName,
    siteDescription,
    contactEmail: isPlainEmail(contactEmail) ? contactEmail : DEFAULT_SITE_SETTINGS.contactEmail,
    socialLinks,
  };
}

/**
 * Whether two sets of settings say the same. Both come from readSiteSettings (the build's through its
 * snapshot), which writes every field in one order, so their JSON is equal when they are; were the order ever
 * to differ, equal settings would only look changed (a re-render), never the other way round.
 */
export function sameSiteSettings(a: SiteSettings, b: SiteSettings): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
