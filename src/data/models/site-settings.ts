import { site } from '@/content/site';
import { readText, type RawDoc } from './read';

export interface SocialLinks {
  facebook: string;
  twitter: string;
  instagram: string;
  linkedin: string;
}

export interface SiteSettings {
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  socialLinks: SocialLinks;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteName: site.name,
  siteDescription: site.description,
  contactEmail: site.email,
  socialLinks: { ...site.social },
};

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
const looksLikeUrl = (value: string) => value === '' || /^https?:\/\/\S+$/i.test(value);

/** settings/site over the site config: any missing or malformed field keeps the configured value. */
export function readSiteSettings(raw: RawDoc | null): SiteSettings {
  if (!raw) return DEFAULT_SITE_SETTINGS;
  const siteName = readText(raw.siteName).trim();
  const siteDescription = readText(raw.siteDescription, DEFAULT_SITE_SETTINGS.siteDescription).trim();
  const contactEmail = readText(raw.contactEmail).trim();
  const storedLinks = (
    typeof raw.socialLinks === 'object' && raw.socialLinks !== null ? raw.socialLinks : {}
  ) as RawDoc;
  const socialLinks = { ...DEFAULT_SITE_SETTINGS.socialLinks };
  for (const key of Object.keys(socialLinks) as Array<keyof SocialLinks>) {
    const value = readText(storedLinks[key], socialLinks[key]).trim();
    if (looksLikeUrl(value)) socialLinks[key] = value;
  }
  return {
    siteName: siteName || DEFAULT_SITE_SETTINGS.siteName,
    siteDescription,
    contactEmail: looksLikeEmail(contactEmail) ? contactEmail : DEFAULT_SITE_SETTINGS.contactEmail,
    socialLinks,
  };
}
