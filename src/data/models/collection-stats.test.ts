import { describe, expect, it } from 'vitest';
import { countedStats, countsChange, inquiryCountKey, readCounts } from './collection-stats';

describe('countsChange', () => {
  it("an inquiry's create, status change, delete; nothing when its count stays", () => {
    const fresh = { status: 'New' };
    expect(countsChange('contact_inquiries', null, fresh)).toEqual({ total: 1, New: 1 });
    expect(countsChange('contact_inquiries', fresh, { status: 'Responded' })).toEqual({
      New: -1,
      Responded: 1,
    });
    expect(countsChange('contact_inquiries', { status: 'Resolved' }, null)).toEqual({
      total: -1,
      Resolved: -1,
    });
    expect(countsChange('contact_inquiries', fresh, { status: 'New', updatedAt: 1 })).toEqual({});
    // No status, or one the form no longer uses, counts as New.
    expect(countsChange('contact_inquiries', {}, { status: 'New' })).toEqual({});
    expect(countsChange('contact_inquiries', { status: 'pending' }, { status: 'Resolved' })).toEqual({
      New: -1,
      Resolved: 1,
    });
    expect(countsChange('contact_inquiries', null, null)).toEqual({});
  });

  it("a subscriber's sign-up and removal", () => {
    expect(countsChange('subscribers', null, { email: 'a@b.in' })).toEqual({ total: 1 });
    expect(countsChange('subscribers', { email: 'a@b.in' }, null)).toEqual({ total: -1 });
    expect(countsChange('subscribers', { email: 'a@b.in' }, { email: 'a@b.in' })).toEqual({});
  });
});

describe('countedStats and readCounts', () => {
  it('count the documents as the writes would have', () => {
    const inquiries = [
      { status: 'New' },
      { status: 'Resolved' },
      {},
      { status: 'Responded' },
      { status: 'x' },
    ];
    expect(countedStats('contact_inquiries', inquiries)).toEqual({
      total: 5,
      New: 3,
      Responded: 1,
      Resolved: 1,
    });
    expect(countedStats('subscribers', [{}, {}])).toEqual({ total: 2 });
    expect(inquiryCountKey({ status: 'Resolved' })).toBe('Resolved');
  });

  it('read a stored document, a missing or odd count as 0', () => {
    expect(readCounts('contact_inquiries', { total: 4, New: 'x', Responded: -2, lastChange: 'a' })).toEqual({
      total: 4,
      New: 0,
      Responded: 0,
      Resolved: 0,
    });
    expect(readCounts('subscribers', { total: 20_000, lastChange: 'a@b.in' })).toEqual({ total: 20_000 });
  });
});
