import { describe, expect, it } from 'vitest';
import { StoreError } from '@/data/store';
import { AuthError } from '@/features/auth';
import { describeAddStaffFailure, StaffRecordNotSavedError, staffErrorTitle } from './messages';

describe('describeAddStaffFailure', () => {
  it('turns an existing invite into the inline duplicate e-mail error', () => {
    expect(describeAddStaffFailure(new StoreError('already-exists', 'exists'))).toEqual({
      kind: 'duplicate-email',
    });
  });

  it('reads common account-creation codes', () => {
    expect(describeAddStaffFailure(new AuthError('auth/email-already-in-use', 'Firebase: Error'))).toEqual({
      kind: 'toast',
      title:
        'Firebase error: This email address already has a sign-in account. Add the person without a password to invite them instead.',
    });
    expect(describeAddStaffFailure(new AuthError('auth/weak-password', 'Firebase: Error'))).toEqual({
      kind: 'toast',
      title: 'Firebase error: The password is too weak. Choose a longer one (at least 6 characters).',
    });
  });

  it("falls back to the provider's message for other codes", () => {
    expect(
      describeAddStaffFailure(new AuthError('auth/internal-error', 'Firebase: Error (auth/internal-error).')),
    ).toEqual({
      kind: 'toast',
      title: 'Firebase error: Firebase: Error (auth/internal-error).',
    });
  });

  it('says when the account exists but its staff record was not saved', () => {
    const failure = describeAddStaffFailure(
      new StaffRecordNotSavedError(
        'new@agency.test',
        new StoreError('permission-denied', 'Missing permissions.'),
      ),
    );
    expect(failure).toMatchObject({ kind: 'toast', title: 'Error: Missing permissions.' });
    expect(failure.kind === 'toast' && failure.description).toMatch(/new@agency\.test was created/);
  });

  it("reports anything else as 'Error: {message}'", () => {
    expect(describeAddStaffFailure(new StoreError('unavailable', 'Offline.'))).toEqual({
      kind: 'toast',
      title: 'Error: Offline.',
    });
  });
});

describe('staffErrorTitle', () => {
  it('prefixes the message, with a fallback for errors without one', () => {
    expect(staffErrorTitle(new Error('Offline.'))).toBe('Error: Offline.');
    expect(staffErrorTitle('boom')).toBe('Error: An unexpected error occurred.');
  });
});
