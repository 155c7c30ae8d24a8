/**
 * Each entity's reader (models/, zod-free) against its schema (schemas/, the source of the entity type):
 * whatever is stored, the reader's output must be a valid entity, so the two cannot drift. The samples
 * are the seed, empty and partial documents, and the older or hand-edited shapes the readers accept.
 */
import { describe, expect, it } from 'vitest';
import type { z } from '@/lib/zod';
import type { EntityReader, RawDoc } from './models/read';
import { readBlogPost } from './models/blog-post';
import { readRevision, readTrashItem } from './models/history';
import { readAuditEntry } from './models/audit-log';
import { readInquiry } from './models/inquiry';
import { readProject } from './models/project';
import { readSiteSettings } from './models/site-settings';
import { readInquiryEmailSettings, readInvite, readStaffMember } from './models/staff';
import { readSubscriber } from './models/subscriber';
import { blogPostSchema } from './schemas/blog-post';
import { auditEntrySchema, revisionSchema, trashItemSchema } from './schemas/history';
import { inquirySchema } from './schemas/inquiry';
import { projectSchema } from './schemas/project';
import { siteSettingsSchema } from './schemas/site-settings';
import { inquiryEmailSettingsSchema, inviteSchema, staffMemberSchema } from './schemas/staff';
import { subscriberSchema } from './schemas/subscriber';
import {
  seedAdmins,
  seedBlogPosts,
  seedInquiries,
  seedInvites,
  seedProjects,
  seedSiteSettings,
} from './seed';

/** Documents any entity's reader must survive: nothing, wrong types everywhere, timestamps as text/number. */
const ODD_DOCUMENTS: RawDoc[] = [
  {},
  {
    title: 42,
    name: null,
    email: ['x'],
    status: 'archived',
    role: 'owner',
    tags: 'not a list',
    images: [1, '', ' /a.svg '],
    views: -1,
    date: '1 March',
    createdAt: 'not a date',
    updatedAt: 1767225600000,
    lastLogin: '2026-03-01T10:00:00Z',
    slug: 'Not A Slug',
    socialLinks: { facebook: 'javascript:alert(1)', twitter: 'http://x.example' },
    contactEmail: 'a@b.in?bcc=x@y.in',
    siteName: '   ',
  },
];

function samples(seed: Record<string, RawDoc>): [string, RawDoc][] {
  return [
    ...Object.entries(seed),
    ...ODD_DOCUMENTS.map((doc, index): [string, RawDoc] => [`odd-${index}`, doc]),
  ];
}

/** The reader's output parses as the entity, unchanged: nothing missing, nothing extra, every value valid. */
function expectValid<Entity>(
  schema: z.ZodType<Entity>,
  read: EntityReader<Entity>,
  docs: [string, RawDoc][],
) {
  for (const [id, raw] of docs) {
    const entity = read(raw, id);
    expect(schema.parse(entity), `document ${id}`).toEqual(entity);
  }
}

describe('every reader makes a valid entity from any stored document', () => {
  it('blog posts', () => {
    expectValid(blogPostSchema(), readBlogPost, [
      ...samples(seedBlogPosts),
      ['9', { title: 'Before slugs existed', status: 'Published', createdAt: new Date() }],
    ]);
  });

  it('projects', () => {
    expectValid(projectSchema(), readProject, [
      ...samples(seedProjects),
      ['8', { title: 'Legacy', status: 'Planned' }],
      ['9', { title: 'Lower case', status: 'completed', features: [' a ', 'a', ''] }],
    ]);
  });

  it('inquiries, with and without their e-mail record', () => {
    const at = new Date('2026-11-25T09:00:00Z');
    expectValid(inquirySchema(), readInquiry, [
      ...samples(seedInquiries),
      ['9', { name: 'No status yet' }],
      [
        '10',
        { notification: { state: 'sent', to: ['a@b.in', 7], at, attempts: 1, claim: 'c', claimedAt: at } },
      ],
      ['11', { notification: { state: 'failed', error: 'refused', attempts: -2, resendRequestedAt: at } }],
      ['12', { notification: { resendRequestedAt: at } }],
      ['13', { notification: 'sent' }],
    ]);
    expect(readInquiry({}, '1').notification).toBeNull();
    expect(readInquiry({ notification: { resendRequestedAt: at } }, '1').notification).toBeNull();
    expect(readInquiry({ notification: { state: 'failed', attempts: 2 } }, '1').notification).toEqual({
      state: 'failed',
      to: [],
      at: null,
      attempts: 2,
      error: '',
      resendRequestedAt: null,
    });
  });

  it('staff members and invites', () => {
    expectValid(staffMemberSchema(), readStaffMember, samples(seedAdmins));
    expectValid(inviteSchema(), readInvite, samples(seedInvites));
    expect(readStaffMember({}, 'uid-1')).toMatchObject({ role: 'editor', status: 'active' });
    expect(readInvite({}, 'new@agency.example')).toMatchObject({ email: 'new@agency.example', role: 'user' });
  });

  it("a member's own e-mail settings: no choice reads as none, an unreadable answer as none yet", () => {
    const at = new Date('2026-11-25T09:00:00Z');
    expectValid(inquiryEmailSettingsSchema(), readInquiryEmailSettings, [
      ...samples(seedAdmins),
      [
        'a',
        {
          inquiryEmails: 'each',
          testEmailRequestedAt: at,
          testEmail: { state: 'sent', to: 'a@b.in', at, requestedAt: at },
        },
      ],
      ['b', { inquiryEmails: 'weekly', testEmail: { state: 'bounced' } }],
      ['c', { testEmail: { state: 'failed', error: 'refused', at: 'not a date' } }],
    ]);
    expect(readInquiryEmailSettings({}, 'uid')).toEqual({
      inquiryEmails: 'none',
      testEmailRequestedAt: null,
      testEmail: null,
    });
    expect(readInquiryEmailSettings(seedAdmins['demo-admin']!, 'demo-admin').inquiryEmails).toBe('each');
  });

  it('subscribers', () => {
    expectValid(subscriberSchema(), readSubscriber, [
      ...samples({ 'reader@example.in': { email: 'reader@example.in', createdAt: new Date() } }),
      ['old@example.in', { createdAt: '2026-01-01T00:00:00Z' }],
    ]);
    expect(readSubscriber({}, 'old@example.in').email).toBe('old@example.in');
  });

  it('site settings, the missing document included', () => {
    expectValid(siteSettingsSchema(), readSiteSettings, samples({ site: seedSiteSettings }));
    expect(siteSettingsSchema().parse(readSiteSettings(null))).toEqual(readSiteSettings(null));
  });

  it('audit entries, revisions and trash records', () => {
    const at = new Date('2026-11-25T09:00:00Z');
    expectValid(auditEntrySchema(), readAuditEntry, [
      ...samples({
        e1: {
          actor: 'demo-admin',
          actorName: 'Aamir Admin',
          action: 'settings.update',
          collection: 'settings',
          docId: 'site',
          summary: 'Site settings',
          at,
          before: { contactEmail: 'a@b.in' },
          after: { contactEmail: 'c@d.in' },
        },
      }),
      ['e2', { action: 'post.publish', before: 'x', after: [1] }],
    ]);
    expectValid(revisionSchema(), readRevision, [
      ...samples({
        r1: { kind: 'update', content: { title: 'T' }, savedBy: 'u', savedByName: 'U', savedAt: at },
      }),
      ['baseline', { kind: 'baseline', content: { title: 'Old' }, savedBy: null, savedAt: at }],
    ]);
    expectValid(trashItemSchema(), readTrashItem, [
      ...samples({
        'blog_posts~3': {
          collection: 'blog_posts',
          docId: '3',
          title: 'Gone',
          revisionId: 'r1',
          createdAt: at,
          views: 4,
          deletedBy: 'u',
          deletedByName: 'U',
          deletedAt: at,
        },
      }),
      ['projects~2', { collection: 'pages', views: 2.5 }],
    ]);
  });
});
