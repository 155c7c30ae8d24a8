/**
 * Demo staff for dev, demo and end-to-end runs (and only there: app code and rules name no account).
 * `demoAuthAccounts` are created in the Auth emulator with fixed uids; `seedAdmins` are their staff
 * records (admins/{uid}); `seedInvites` holds staff added without a password (invites/{lowercased e-mail}).
 */
export interface DemoAuthAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

export const demoAuthAccounts: readonly DemoAuthAccount[] = [
  {
    uid: 'demo-admin',
    email: 'admin@chinardigital.test',
    password: 'demo-admin-2026',
    displayName: 'Aamir Qadri',
  },
  {
    uid: 'demo-editor',
    email: 'editor@chinardigital.test',
    password: 'demo-editor-2026',
    displayName: 'Saima Mir',
  },
  {
    uid: 'demo-viewer',
    email: 'viewer@chinardigital.test',
    password: 'demo-viewer-2026',
    displayName: 'Owais Bhat',
  },
  {
    uid: 'demo-inactive',
    email: 'inactive@chinardigital.test',
    password: 'demo-inactive-2026',
    displayName: 'Tariq Lone',
  },
  {
    uid: 'demo-outsider',
    email: 'outsider@example.com',
    password: 'demo-outsider-2026',
    displayName: 'Alex Doe',
  },
];

const joined = new Date('2026-01-12T05:30:00.000Z');

/*
 * Inquiry e-mails (issue 36): the admin gets one for each inquiry, the editor the daily digest, the viewer
 * none; the inactive member chose 'each' but, inactive, gets nothing (the end-to-end test checks that only
 * admin@ receives the instant e-mail).
 */

export const seedAdmins: Record<string, Record<string, unknown>> = {
  'demo-admin': {
    email: 'admin@chinardigital.test',
    name: 'Aamir Qadri',
    username: 'aamir',
    role: 'admin',
    status: 'active',
    createdAt: joined,
    lastLogin: new Date('2026-11-20T04:10:00.000Z'),
    inquiryEmails: 'each',
  },
  'demo-editor': {
    email: 'editor@chinardigital.test',
    name: 'Saima Mir',
    username: 'saima',
    role: 'editor',
    status: 'active',
    createdAt: new Date('2026-03-02T06:00:00.000Z'),
    lastLogin: new Date('2026-11-19T09:45:00.000Z'),
    inquiryEmails: 'digest',
  },
  'demo-viewer': {
    email: 'viewer@chinardigital.test',
    name: 'Owais Bhat',
    username: 'owais',
    role: 'user',
    status: 'active',
    createdAt: new Date('2026-06-15T07:20:00.000Z'),
    lastLogin: null,
    inquiryEmails: 'none',
  },
  'demo-inactive': {
    email: 'inactive@chinardigital.test',
    name: 'Tariq Lone',
    username: 'tariq',
    role: 'editor',
    status: 'inactive',
    createdAt: new Date('2025-09-01T08:00:00.000Z'),
    lastLogin: new Date('2026-02-11T10:30:00.000Z'),
    inquiryEmails: 'each',
  },
};

export const seedInvites: Record<string, Record<string, unknown>> = {
  'invited@chinardigital.test': {
    email: 'invited@chinardigital.test',
    name: 'Mehvish Rather',
    username: 'mehvish',
    role: 'editor',
    status: 'active',
    createdAt: new Date('2026-11-10T06:15:00.000Z'),
  },
};

/** The demo staff's e-mail addresses by what they show (tests name accounts by these). */
export const DEMO_STAFF = {
  admin: 'admin@chinardigital.test',
  editor: 'editor@chinardigital.test',
  viewer: 'viewer@chinardigital.test',
  inactive: 'inactive@chinardigital.test',
  outsider: 'outsider@example.com',
  invited: 'invited@chinardigital.test',
} as const;

/** A demo account's password. */
export function demoPasswordOf(email: string): string {
  const account = demoAuthAccounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return account.password;
}
