import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { isResendRequest, readInquiryForEmail, readNotification } from './firestore-store.js';

const at = Timestamp.fromDate(new Date('2026-11-29T04:45:00Z'));
const later = Timestamp.fromDate(new Date('2026-11-29T05:00:00Z'));

describe('readNotification', () => {
  it('reads the stored map, Timestamps as Dates', () => {
    expect(
      readNotification({
        state: 'failed',
        to: [],
        at,
        attempts: 2,
        error: 'timed out',
        claimedAt: at,
        claim: 'c2',
      }),
    ).toEqual({
      state: 'failed',
      to: [],
      at: at.toDate(),
      attempts: 2,
      error: 'timed out',
      claimedAt: at.toDate(),
      claim: 'c2',
    });
  });

  it('has no record for no map, or a map with only a request in it', () => {
    expect(readNotification(undefined)).toBeNull();
    expect(readNotification({ resendRequestedAt: at })).toBeNull();
    expect(readNotification({ state: 'unknown' })).toBeNull();
  });
});

describe('isResendRequest', () => {
  const failed = (resendRequestedAt?: Timestamp) => ({
    notification: { state: 'failed', ...(resendRequestedAt ? { resendRequestedAt } : {}) },
  });

  it('is a new or changed resendRequestedAt on a failed inquiry', () => {
    expect(isResendRequest(failed(), failed(at))).toBe(true);
    expect(isResendRequest(failed(at), failed(later))).toBe(true);
  });

  it('is not an unchanged request, another state, or any other update', () => {
    expect(isResendRequest(failed(at), failed(at))).toBe(false);
    expect(isResendRequest(failed(), { notification: { state: 'sent', resendRequestedAt: at } })).toBe(false);
    expect(isResendRequest({ status: 'New' }, { status: 'Responded' })).toBe(false);
    expect(isResendRequest(undefined, undefined)).toBe(false);
  });
});

describe('readInquiryForEmail', () => {
  it('reads the fields, with the event time when createdAt is missing', () => {
    const eventTime = new Date('2026-11-29T04:46:00Z');
    expect(
      readInquiryForEmail(
        'inq1',
        { name: 'Ayesha', email: 'a@b.test', message: 'Hi', createdAt: at },
        eventTime,
      ),
    ).toEqual({
      id: 'inq1',
      name: 'Ayesha',
      email: 'a@b.test',
      phone: '',
      subject: '',
      message: 'Hi',
      createdAt: at.toDate(),
    });
    expect(readInquiryForEmail('inq1', {}, eventTime).createdAt).toBe(eventTime);
  });
});
