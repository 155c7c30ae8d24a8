import { describe, expect, it } from 'vitest';
import type { Invite, StaffMember } from '@/data/schemas/staff';
import {
  buildDirectory,
  filterStaff,
  formatLastLogin,
  isEmailInDirectory,
  isLastActiveAdmin,
  lockMessages,
  locksFor,
  pendingInviteCount,
  staffRecordCount,
  type DirectoryEntry,
} from './directory';

function member(overrides: Partial<StaffMember> & Pick<StaffMember, 'id'>): StaffMember {
  return {
    email: `${overrides.id}@agency.test`,
    name: overrides.id,
    username: overrides.id,
    role: 'editor',
    status: 'active',
    createdAt: null,
    lastLogin: null,
    ...overrides,
  };
}

function invite(overrides: Partial<Invite> & Pick<Invite, 'email'>): Invite {
  return {
    id: overrides.email,
    name: overrides.email,
    username: overrides.email,
    role: 'editor',
    status: 'active',
    createdAt: null,
    ...overrides,
  };
}

function entry(overrides: Partial<DirectoryEntry> & Pick<DirectoryEntry, 'id'>): DirectoryEntry {
  return {
    kind: 'member',
    email: `${overrides.id}@agency.test`,
    name: overrides.id,
    username: overrides.id,
    role: 'editor',
    status: 'active',
    lastLogin: null,
    ...overrides,
  };
}

describe('buildDirectory', () => {
  it('lists staff records by name, then invites by name, and counts each', () => {
    const lastLogin = new Date('2026-11-20T04:10:00.000Z');
    const directory = buildDirectory(
      [member({ id: 'b', name: 'saima Mir' }), member({ id: 'a', name: 'Aamir Qadri', lastLogin })],
      [invite({ email: 'z@agency.test', name: 'Zoya' }), invite({ email: 'm@agency.test', name: 'Mehvish' })],
    );
    expect(directory.entries.map((row) => [row.kind, row.name])).toEqual([
      ['member', 'Aamir Qadri'],
      ['member', 'saima Mir'],
      ['invite', 'Mehvish'],
      ['invite', 'Zoya'],
    ]);
    expect(directory.entries[0]).toMatchObject({ id: 'a', lastLogin });
    expect(directory.entries[2]).toMatchObject({
      id: 'm@agency.test',
      email: 'm@agency.test',
      lastLogin: null,
    });
    expect(directory.memberCount).toBe(2);
    expect(directory.inviteCount).toBe(2);
  });
});

describe('filterStaff', () => {
  const entries = [
    entry({ id: 'aamir', name: 'Aamir Qadri', username: 'aamir', email: 'admin@agency.test', role: 'admin' }),
    entry({ id: 'saima', name: 'Saima Mir', username: 'smir', email: 'editor@agency.test', role: 'editor' }),
    entry({ id: 'owais', name: 'Owais Bhat', username: 'owais', email: 'viewer@agency.test', role: 'user' }),
  ];
  const names = (rows: DirectoryEntry[]) => rows.map((row) => row.name);

  it('keeps everything with All Roles and no search', () => {
    expect(names(filterStaff(entries, { role: 'all', search: '' }))).toEqual([
      'Aamir Qadri',
      'Saima Mir',
      'Owais Bhat',
    ]);
  });

  it('filters by role', () => {
    expect(names(filterStaff(entries, { role: 'editor', search: '' }))).toEqual(['Saima Mir']);
    expect(names(filterStaff(entries, { role: 'user', search: '' }))).toEqual(['Owais Bhat']);
  });

  it('searches name, username and e-mail, ignoring case and surrounding spaces', () => {
    expect(names(filterStaff(entries, { role: 'all', search: 'QADRI' }))).toEqual(['Aamir Qadri']);
    expect(names(filterStaff(entries, { role: 'all', search: 'smir' }))).toEqual(['Saima Mir']);
    expect(names(filterStaff(entries, { role: 'all', search: '  Viewer@ ' }))).toEqual(['Owais Bhat']);
  });

  it('combines the role filter and the search', () => {
    expect(filterStaff(entries, { role: 'admin', search: 'saima' })).toEqual([]);
  });
});

describe('isEmailInDirectory', () => {
  it('matches staff records and invites whatever the case', () => {
    const entries = [
      entry({ id: 'a', email: 'a@agency.test' }),
      entry({ id: 'b@agency.test', kind: 'invite', email: 'b@agency.test' }),
    ];
    expect(isEmailInDirectory(entries, ' A@Agency.test ')).toBe(true);
    expect(isEmailInDirectory(entries, 'b@agency.test')).toBe(true);
    expect(isEmailInDirectory(entries, 'c@agency.test')).toBe(false);
  });
});

describe('isLastActiveAdmin', () => {
  const admin = entry({ id: 'admin', role: 'admin' });

  it('is true for the only active admin', () => {
    expect(isLastActiveAdmin([admin, entry({ id: 'editor' })], admin)).toBe(true);
  });

  it('is false when another active admin exists', () => {
    expect(isLastActiveAdmin([admin, entry({ id: 'other', role: 'admin' })], admin)).toBe(false);
  });

  it('ignores inactive admins and invited admins (neither can sign in to manage staff)', () => {
    const entries = [
      admin,
      entry({ id: 'resting', role: 'admin', status: 'inactive' }),
      entry({ id: 'new@agency.test', kind: 'invite', role: 'admin' }),
    ];
    expect(isLastActiveAdmin(entries, admin)).toBe(true);
  });

  it('is false for anyone who is not an active admin with an account', () => {
    const inactive = entry({ id: 'resting', role: 'admin', status: 'inactive' });
    const invited = entry({ id: 'new@agency.test', kind: 'invite', role: 'admin' });
    const editor = entry({ id: 'editor' });
    for (const candidate of [inactive, invited, editor]) {
      expect(isLastActiveAdmin([candidate], candidate)).toBe(false);
    }
  });
});

describe('locksFor', () => {
  const me = entry({ id: 'me', role: 'admin' });
  const other = entry({ id: 'other', role: 'admin' });
  const editor = entry({ id: 'editor' });

  it('locks your own role, status and deletion', () => {
    expect(locksFor([me, other], me, 'me')).toEqual({
      roleAndStatus: [lockMessages.self],
      deletion: lockMessages.selfDelete,
    });
  });

  it('locks the last active admin, with both reasons when that is you', () => {
    expect(locksFor([me, editor], me, 'someone-else')).toEqual({
      roleAndStatus: [lockMessages.lastAdmin],
      deletion: lockMessages.lastAdmin,
    });
    expect(locksFor([me, editor], me, 'me')).toEqual({
      roleAndStatus: [lockMessages.self, lockMessages.lastAdmin],
      deletion: lockMessages.selfDelete,
    });
  });

  it('leaves everyone else open', () => {
    expect(locksFor([me, other, editor], other, 'me')).toEqual({ roleAndStatus: [], deletion: null });
    expect(locksFor([me, editor], editor, 'me')).toEqual({ roleAndStatus: [], deletion: null });
  });

  it('never treats an invite as you, even with a matching id', () => {
    const invited = entry({ id: 'me', kind: 'invite' });
    expect(locksFor([me, invited], invited, 'me')).toEqual({ roleAndStatus: [], deletion: null });
  });
});

describe('labels', () => {
  it('formats the last login or says Never', () => {
    expect(formatLastLogin(null)).toBe('Never');
    const formatted = formatLastLogin(new Date('2026-11-20T04:10:00.000Z'));
    expect(formatted).toMatch(/2026/);
    expect(formatted).not.toBe('Never');
  });

  it('counts staff records and invites in words', () => {
    expect(staffRecordCount(1)).toBe('1 staff record');
    expect(staffRecordCount(4)).toBe('4 staff records');
    expect(pendingInviteCount(1)).toBe('1 pending invite');
    expect(pendingInviteCount(2)).toBe('2 pending invites');
  });
});
