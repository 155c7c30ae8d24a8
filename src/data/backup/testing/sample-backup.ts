import { BACKUP_FORMAT, BACKUP_VERSION, type BackupFile, type BackupTimestamp } from '../format';

/** A file timestamp (nanoseconds included, as firebase-admin reads them). */
export const ts = (seconds: number, nanoseconds = 0): BackupTimestamp => ({
  $timestamp: { seconds, nanoseconds },
});

/** A valid backup with one document of every kind, revisions included. */
export function sampleBackup(): BackupFile {
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: '2026-11-25T10:00:00.000Z',
    projectId: 'chinar-test',
    collections: {
      blog_posts: {
        '1': {
          data: {
            title: 'Why a fast website wins',
            slug: 'why-a-fast-website-wins',
            content: '<p>Speed.</p>',
            excerpt: 'Speed sells.',
            image: '/images/blog/fast.webp',
            status: 'Published',
            category: 'Performance',
            author: 'Aamir Qadri',
            date: '2026-10-14',
            views: 42,
            viewSlot: '3',
            viewedAt: ts(1_792_050_000, 654_321_000),
            tags: ['speed', 'seo'],
            createdAt: ts(1_791_970_200, 123_456_000),
            updatedAt: ts(1_792_000_000, 999_999_000),
          },
          revisions: {
            baseline: {
              kind: 'baseline',
              content: { title: 'Why a fast website wins', slug: 'why-a-fast-website-wins', status: 'Draft' },
              savedBy: null,
              savedByName: '',
              savedAt: ts(1_791_970_200, 123_456_000),
              restoredFrom: null,
            },
            AbCdEfGhIjKlMnOpQrSt: {
              kind: 'update',
              content: {
                title: 'Why a fast website wins',
                slug: 'why-a-fast-website-wins',
                status: 'Published',
              },
              savedBy: 'demo-editor',
              savedByName: 'Saima Mir',
              savedAt: ts(1_792_000_000, 999_999_000),
              restoredFrom: null,
            },
          },
        },
        '2': {
          data: { title: 'An old post', status: 'Draft' },
          revisions: {},
        },
      },
      projects: {
        '1': {
          data: {
            title: 'Dal Lake Houseboats',
            status: 'Completed',
            client: 'Houseboat Owners Association',
            features: ['Booking'],
            createdAt: ts(1_790_000_000),
          },
          revisions: {
            ZyXwVuTsRqPoNmLkJiHg: {
              kind: 'create',
              content: { title: 'Dal Lake Houseboats', status: 'Completed' },
              savedBy: 'demo-admin',
              savedByName: 'Aamir Qadri',
              savedAt: ts(1_790_000_000),
              restoredFrom: null,
            },
          },
        },
      },
      settings: {
        site: {
          siteName: 'Chinar Digital',
          siteDescription: 'Web studio',
          contactEmail: 'hello@chinardigital.test',
          socialLinks: { facebook: '', twitter: 'https://x.com/chinar', instagram: '', linkedin: '' },
        },
      },
      contact_inquiries: {
        k3Jd9sLq: {
          name: 'Zainab',
          email: 'zainab@example.com',
          phone: '',
          subject: 'A website',
          message: 'Hello',
          status: 'New',
          createdAt: ts(1_793_000_000, 500),
        },
      },
      subscribers: { 'farooq@example.com': { email: 'farooq@example.com', createdAt: ts(1_793_100_000) } },
      admins: {
        'demo-admin': {
          email: 'admin@chinardigital.test',
          name: 'Aamir Qadri',
          username: 'aamir',
          role: 'admin',
          status: 'active',
          createdAt: ts(1_768_195_800),
          lastLogin: null,
        },
      },
      invites: {
        'invited@chinardigital.test': {
          email: 'invited@chinardigital.test',
          name: 'Invited Person',
          username: 'invited',
          role: 'editor',
          status: 'active',
          createdAt: ts(1_790_500_000),
        },
      },
    },
  };
}
