import { site } from '../../content/site';
import { seedBlogPosts, seedSlugs } from './blog-posts';
import { seedInquiries } from './inquiries';
import { seedProjects } from './projects';
import { seedAdmins, seedInvites } from './staff';
import { seedVisitStats } from './visit-stats';
import { idleThrottleStamps } from '../throttle-slots';
import { withSearchWords } from '../search-words';
import { withCollectionStats } from '../models/collection-stats';

export { withCollectionStats };

export { seedBlogPosts, seedSlugs, seedInquiries, seedProjects, seedAdmins, seedInvites };
export { demoAuthAccounts, DEMO_STAFF, demoPasswordOf, type DemoAuthAccount } from './staff';
export {
  scaleCollections,
  scaleInboxCollections,
  SCALE_INQUIRIES,
  SCALE_OLDEST_INQUIRY,
  SCALE_OLDEST_WORD,
  SCALE_POSTS,
  SCALE_PROJECTS,
  SCALE_SUBSCRIBERS,
} from './scale';

type SeedCollections = Record<string, Record<string, Record<string, unknown>>>;

/** Stored settings/site document, taken from the site config. */
export const seedSiteSettings: Record<string, unknown> = {
  siteName: site.name,
  siteDescription: site.description,
  contactEmail: site.email,
  socialLinks: { ...site.social },
};

/**
 * Seed content by collection, then by document id: what the memory store starts with, what the
 * emulator seed script writes, and what tests read. Documents hold the stored shape, without `id`.
 */
export const seedCollections: SeedCollections = withCollectionStats({
  // With the words staff search them by, as the app's writes store them (src/data/search-words.ts).
  blog_posts: withSearchWords('blog_posts', seedBlogPosts),
  slugs: seedSlugs,
  projects: withSearchWords('projects', seedProjects),
  contact_inquiries: withSearchWords('contact_inquiries', seedInquiries),
  settings: { site: seedSiteSettings },
  subscribers: {},
  admins: seedAdmins,
  invites: seedInvites,
  throttles: idleThrottleStamps(),
  // October and November 2026's visits and views (./visit-stats.ts), every post view already folded.
  visit_stats: seedVisitStats(),
  // What public pages read at run time (models/live-site.ts): the settings, no change since the seed.
  site: {
    live: {
      settings: seedSiteSettings,
      posts: {},
      projects: {},
      changedAt: new Date('2026-10-01T00:00:00.000Z'),
      from: new Date(0),
      subject: { kind: 'settings', id: 'site' },
    },
  },
});
