import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { readStaffForTestEmail, readTestEmailClaim, testEmailRequest } from './firestore-test-email.js';

const requested = Timestamp.fromDate(new Date('2026-11-29T04:45:00Z'));
const later = Timestamp.fromDate(new Date('2026-11-29T04:50:00Z'));

describe('testEmailRequest', () => {
  it('is a new or changed testEmailRequestedAt newer than the last answer', () => {
    expect(testEmailRequest({}, { testEmailRequestedAt: requested })).toEqual(requested.toDate());
    expect(
      testEmailRequest(
        { testEmailRequestedAt: requested, testEmail: { requestedAt: requested } },
        { testEmailRequestedAt: later, testEmail: { requestedAt: requested } },
      ),
    ).toEqual(later.toDate());
  });

  it('is not an unchanged request (a sign-in, an edit, the answer itself), nor one answered already', () => {
    const asked = { testEmailRequestedAt: requested };
    expect(testEmailRequest(asked, { ...asked, lastLogin: later })).toBeNull();
    expect(
      testEmailRequest(asked, { ...asked, testEmail: { state: 'sent', requestedAt: requested } }),
    ).toBeNull();
    expect(testEmailRequest({}, { ...asked, testEmail: { requestedAt: later } })).toBeNull();
    expect(testEmailRequest({}, { testEmailRequestedAt: 'yesterday' })).toBeNull();
    expect(testEmailRequest(undefined, undefined)).toBeNull();
  });
});

describe('readStaffForTestEmail', () => {
  it('reads the fields the test needs; no choice is "none"', () => {
    expect(
      readStaffForTestEmail({
        email: 'editor@chinardigital.test',
        status: 'active',
        inquiryEmails: 'digest',
        testEmailRequestedAt: later,
        testEmail: { state: 'failed', requestedAt: requested },
      }),
    ).toEqual({
      email: 'editor@chinardigital.test',
      active: true,
      choice: 'digest',
      requestedAt: later.toDate(),
      answeredRequestAt: requested.toDate(),
    });
    expect(readStaffForTestEmail({ status: 'inactive' })).toEqual({
      email: '',
      active: false,
      choice: 'none',
      requestedAt: null,
      answeredRequestAt: null,
    });
  });
});

describe('readTestEmailClaim', () => {
  it('reads a claim, and nothing else', () => {
    expect(readTestEmailClaim({ requestedAt: requested, claim: 'c1', claimedAt: later })).toEqual({
      requestedAt: requested.toDate(),
      claim: 'c1',
      claimedAt: later.toDate(),
    });
    expect(readTestEmailClaim(undefined)).toBeNull();
    expect(readTestEmailClaim({ claim: 'c1' })).toBeNull();
  });
});
