import { z } from '@/lib/zod';
import { isHttpsUrl, isPlainEmail } from '../constants';
import { httpsUrl } from './common';

/** A social link as stored and shown: an https address, or '' for none. */
const storedSocialLink = () => z.string().refine((value) => value === '' || isHttpsUrl(value));

/** settings/site as the app reads it; models/site-settings.ts readSiteSettings makes it (defaults: content/site.ts). */
export const siteSettingsSchema = () =>
  z.object({
    siteName: z.string().min(1),
    siteDescription: z.string(),
    contactEmail: z.string().refine(isPlainEmail),
    socialLinks: z.object({
      facebook: storedSocialLink(),
      twitter: storedSocialLink(),
      instagram: storedSocialLink(),
      linkedin: storedSocialLink(),
    }),
  });

export type SiteSettings = z.infer<ReturnType<typeof siteSettingsSchema>>;
export type SocialLinks = SiteSettings['socialLinks'];

/** The admin settings forms: General and Social Links tabs. */
export const siteSettingsInputSchema = z.object({
  siteName: z.string().trim().min(1, 'Site name is required').max(80),
  siteDescription: z.string().trim().max(300, 'Keep the description under 300 characters'),
  contactEmail: z.string().trim().email('Please enter a valid email address'),
  socialLinks: z.object({
    facebook: httpsUrl,
    twitter: httpsUrl,
    instagram: httpsUrl,
    linkedin: httpsUrl,
  }),
});

/** The General tab: saved together on 'Save Changes'. */
export const generalSettingsSchema = siteSettingsInputSchema.pick({
  siteName: true,
  siteDescription: true,
  contactEmail: true,
});
export type GeneralSettingsInput = z.input<typeof generalSettingsSchema>;
export type GeneralSettings = z.output<typeof generalSettingsSchema>;

/** The Social Links tab: each link is checked and saved on its own. */
export const socialLinksSchema = siteSettingsInputSchema.shape.socialLinks;
export type SocialLinksInput = z.input<typeof socialLinksSchema>;

/**
 * Per-browser preferences (spec: appearance and push notifications), kept in a zustand store, not Firestore.
 * Inquiry e-mails are chosen per person and stored with their staff record (schemas/staff.ts).
 */
export const browserPreferencesSchema = z.object({
  darkMode: z.boolean().default(false),
  sidebarCollapsed: z.boolean().default(false),
  pushNotifications: z.boolean().default(false),
});

export type BrowserPreferences = z.infer<typeof browserPreferencesSchema>;
