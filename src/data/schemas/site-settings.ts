import { z } from 'zod';
import { site } from '@/content/site';

const socialUrl = z.union([z.literal(''), z.url('Please enter a full URL starting with https://')]);

export const siteSettingsSchema = z.object({
  siteName: z.string().trim().min(1, 'Site name is required').max(80).catch(site.name),
  siteDescription: z.string().trim().max(300).catch(site.description),
  contactEmail: z.string().trim().email('Please enter a valid email address').catch(site.email),
  socialLinks: z
    .object({
      facebook: socialUrl.catch(site.social.facebook),
      twitter: socialUrl.catch(site.social.twitter),
      instagram: socialUrl.catch(site.social.instagram),
      linkedin: socialUrl.catch(site.social.linkedin),
    })
    .catch({ ...site.social }),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteName: site.name,
  siteDescription: site.description,
  contactEmail: site.email,
  socialLinks: { ...site.social },
};

/** Per-browser preferences (spec: appearance and notifications), kept in a zustand store, not Firestore. */
export const browserPreferencesSchema = z.object({
  darkMode: z.boolean().default(false),
  sidebarCollapsed: z.boolean().default(false),
  emailNotifications: z.boolean().default(true),
  pushNotifications: z.boolean().default(false),
});

export type BrowserPreferences = z.infer<typeof browserPreferencesSchema>;
