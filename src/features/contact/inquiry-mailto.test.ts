import { describe, expect, it } from 'vitest';
import { inquiryMailto } from './inquiry-mailto';

const labels = { name: 'Name', email: 'Email', phone: 'Phone' };

/** The subject and body as a mail client reads them (RFC 6068: percent-decoded, no + for space). */
function read(href: string) {
  const match = /^mailto:([^?]+)\?subject=([^&]*)&body=([^&]*)$/.exec(href);
  if (!match) throw new Error(`Not a mailto link with a subject and a body: ${href}`);
  const [, to = '', subject = '', body = ''] = match;
  return { to, subject: decodeURIComponent(subject), body: decodeURIComponent(body) };
}

describe('inquiryMailto', () => {
  it('carries the subject, the message and the sender, every character encoded', () => {
    const href = inquiryMailto(
      'hello@chinardigital.in',
      {
        name: ' Aisha Mir ',
        email: 'aisha@example.in',
        phone: '+91 94190 12345',
        subject: 'Rates & dates? 100% #1 + more',
        message: 'Line one,\nline two: a=b&c=d.\n\nKhoda hafiz – ćé 🌸',
      },
      labels,
    );
    // Nothing that would end or split a value is left raw, and spaces are %20, not +.
    const query = href.slice(href.indexOf('?') + 1);
    expect(query.split('&')).toHaveLength(2);
    expect(query).not.toMatch(/[ #+\n]/);
    expect(read(href)).toEqual({
      to: 'hello@chinardigital.in',
      subject: 'Rates & dates? 100% #1 + more',
      body:
        'Line one,\r\nline two: a=b&c=d.\r\n\r\nKhoda hafiz – ćé 🌸\r\n\r\n--\r\n' +
        'Name: Aisha Mir\r\nEmail: aisha@example.in\r\nPhone: +91 94190 12345',
    });
  });

  it('leaves out an empty phone and reads missing values as empty', () => {
    const { body, subject } = read(
      inquiryMailto('hello@chinardigital.in', { name: 'Aisha', email: 'a@b.in', message: 'Hi' }, labels),
    );
    expect(subject).toBe('');
    expect(body).toBe('Hi\r\n\r\n--\r\nName: Aisha\r\nEmail: a@b.in');
  });
});
