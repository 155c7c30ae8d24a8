import { describe, expect, it } from 'vitest';
import type { Inquiry } from '@/data/schemas/inquiry';
import { readInquiry } from '@/data/models/inquiry';
import { inquiriesCsv, isStatusFilter, replyMailto, telHref } from './inbox';

const inquiry = (id: string, fields: Partial<Inquiry>): Inquiry => ({
  ...readInquiry({ name: 'Aisha Mir', email: 'aisha@example.in', subject: 'Hello', message: 'Hi' }, id),
  ...fields,
});

describe('inquiries inbox helpers', () => {
  it('knows the status filters', () => {
    expect(['all', 'New', 'Responded', 'Resolved'].every(isStatusFilter)).toBe(true);
    expect(isStatusFilter('Planning')).toBe(false);
  });

  it('builds reply and phone links', () => {
    expect(replyMailto({ email: 'aisha@example.in', subject: 'Rates & dates?' })).toBe(
      'mailto:aisha@example.in?subject=Re%3A%20Rates%20%26%20dates%3F',
    );
    expect(replyMailto({ email: 'a+b@example.in', subject: 'Hi' })).toBe(
      'mailto:a%2Bb@example.in?subject=Re%3A%20Hi',
    );
    expect(telHref('+91 (194) 250-1234')).toBe('tel:+911942501234');
  });

  it('writes the CSV with a header, ISO dates and an empty date when there is none', () => {
    const csv = inquiriesCsv([
      inquiry('1', { phone: '', message: 'Line one\nLine two', createdAt: new Date('2026-11-18T06:42:00Z') }),
      inquiry('2', { createdAt: null }),
    ]);
    expect(csv).toBe(
      'Name,Email,Phone,Subject,Message,Status,Received at\r\n' +
        'Aisha Mir,aisha@example.in,,Hello,"Line one\nLine two",New,2026-11-18T06:42:00.000Z\r\n' +
        'Aisha Mir,aisha@example.in,,Hello,Hi,New,\r\n',
    );
  });
});
