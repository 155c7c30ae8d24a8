import { beforeEach, describe, expect, it } from 'vitest';
import { setStore, type DataStore } from '../store';
import { createTestStore } from '@/testing/render';
import { readAuditEntry } from '../models/audit-log';
import { setAuditActor } from './audit-actor';
import { deleteInquiry, setInquiryStatus } from './inquiries';
import { saveSiteSettings } from './site-settings';
import {
  claimInvite,
  createInvite,
  createStaffMember,
  deleteInvite,
  deleteStaffMember,
  updateInvite,
  updateStaffMember,
} from './staff';
import { deleteSubscriber } from './subscribers';

let store: DataStore;
beforeEach(() => {
  setAuditActor({ uid: 'demo-admin', name: 'Aamir Admin' });
  let tick = 0;
  store = createTestStore({ now: () => new Date(Date.UTC(2026, 10, 25, 9, 0, tick++)) });
  setStore(store);
});

async function auditLog() {
  const docs = await store.list('audit_log', { orderBy: { field: 'at', direction: 'asc' }, limit: 100 });
  return docs.map((doc) => readAuditEntry(doc.data, doc.id));
}

async function lastEntry() {
  return (await auditLog()).at(-1);
}

describe('the audit entry of every staff write', () => {
  it('records an inquiry status change with the status before and after, and a deletion', async () => {
    await setInquiryStatus('1', 'Resolved');
    expect(await lastEntry()).toMatchObject({
      action: 'inquiry.status',
      actor: 'demo-admin',
      actorName: 'Aamir Admin',
      collection: 'contact_inquiries',
      docId: '1',
      before: { status: 'New' },
      after: { status: 'Resolved' },
    });
    await deleteInquiry('1');
    expect(await store.get('contact_inquiries', '1')).toBeNull();
    expect(await lastEntry()).toMatchObject({
      action: 'inquiry.delete',
      docId: '1',
      before: null,
      after: null,
    });
    expect((await store.get('audit_heads', 'contact_inquiries~1'))?.data).toEqual({
      entry: (await lastEntry())?.id,
    });
  });

  it('records a removed subscriber', async () => {
    await store.set('subscribers', 'reader@example.com', {
      email: 'reader@example.com',
      createdAt: new Date(),
    });
    await deleteSubscriber('reader@example.com');
    expect(await lastEntry()).toMatchObject({
      action: 'subscriber.delete',
      docId: 'reader@example.com',
      summary: 'reader@example.com',
    });
  });

  it('records the site settings before and after a change', async () => {
    const before = (await store.get('settings', 'site'))?.data;
    await saveSiteSettings({ contactEmail: 'hello@chinar.example', siteName: 'Chinar Digital Studio' });
    const after = (await store.get('settings', 'site'))?.data;
    const entry = await lastEntry();
    expect(entry).toMatchObject({ action: 'settings.update', collection: 'settings', docId: 'site' });
    expect(entry?.before).toEqual(before);
    // What the entry says the document became is what it became (the rules compare the two).
    expect(entry?.after).toEqual(after);
    expect(after).toMatchObject({ contactEmail: 'hello@chinar.example' });
  });

  it('records staff records and invites with their fields, never their timestamps', async () => {
    await createStaffMember('new-uid', {
      email: 'Nadia@Example.com',
      name: 'Nadia Wani',
      username: 'nadia',
      role: 'editor',
      status: 'active',
    });
    expect(await lastEntry()).toMatchObject({
      action: 'staff.create',
      docId: 'new-uid',
      before: null,
      after: {
        email: 'nadia@example.com',
        name: 'Nadia Wani',
        username: 'nadia',
        role: 'editor',
        status: 'active',
      },
    });
    await updateStaffMember('new-uid', { role: 'user', status: 'inactive' });
    const update = await lastEntry();
    expect(update).toMatchObject({
      action: 'staff.update',
      before: { role: 'editor', status: 'active' },
      after: { role: 'user', status: 'inactive' },
    });
    expect(update?.after).not.toHaveProperty('createdAt');
    expect(update?.after).not.toHaveProperty('lastLogin');

    await createInvite({
      email: 'nadia@example.com',
      name: 'Nadia Wani',
      username: 'nadia',
      role: 'user',
      status: 'active',
    });
    await deleteStaffMember({ id: 'new-uid', email: 'nadia@example.com' });
    const actions = (await auditLog()).slice(-3).map((entry) => [entry.action, entry.docId]);
    // The removal also withdraws the invite left for the address, each with its entry.
    expect(actions).toEqual([
      ['invite.create', 'nadia@example.com'],
      ['staff.delete', 'new-uid'],
      ['invite.delete', 'nadia@example.com'],
    ]);
    expect(await store.get('invites', 'nadia@example.com')).toBeNull();
  });

  it('records invite changes and the invitee joining under their own name', async () => {
    await createInvite({
      email: 'omar@example.com',
      name: 'Omar Lone',
      username: 'omar',
      role: 'editor',
      status: 'active',
    });
    await updateInvite('omar@example.com', { role: 'admin' });
    expect(await lastEntry()).toMatchObject({
      action: 'invite.update',
      before: { role: 'editor' },
      after: { role: 'admin' },
    });
    setAuditActor(null);
    await claimInvite('omar-uid', {
      id: 'omar@example.com',
      email: 'omar@example.com',
      name: 'Omar Lone',
      username: 'omar',
      role: 'admin',
      status: 'active',
      createdAt: null,
    });
    expect(await lastEntry()).toMatchObject({
      action: 'staff.join',
      actor: 'omar-uid',
      actorName: 'Omar Lone',
      docId: 'omar-uid',
      after: { email: 'omar@example.com', role: 'admin' },
    });
    setAuditActor({ uid: 'demo-admin', name: 'Aamir Admin' });
    await createInvite({
      email: 'gone@example.com',
      name: 'Gone Soon',
      username: 'gone',
      role: 'user',
      status: 'active',
    });
    await deleteInvite('gone@example.com');
    expect(await lastEntry()).toMatchObject({
      action: 'invite.delete',
      before: { email: 'gone@example.com' },
      after: null,
    });
  });

  it('names someone who renames themselves by their new name', async () => {
    await updateStaffMember('demo-admin', { name: 'Aamir Bhat' });
    expect(await lastEntry()).toMatchObject({ actor: 'demo-admin', actorName: 'Aamir Bhat' });
  });
});
