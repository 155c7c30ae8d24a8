import { describe, expect, it } from 'vitest';
// The site's own limits (the contact form and the rules): the e-mail must carry the longest message whole.
import { INQUIRY_LIMITS } from '../../src/data/constants.js';
import {
  digestEmail,
  formatIndiaDay,
  formatIndiaTime,
  indiaDayKey,
  inquiryEmail,
  inquiryLink,
  isPlainAddress,
  singleLine,
  testEmailMessage,
  type InquiryForEmail,
  type MailMessage,
} from './message.js';
import {
  decodeBody,
  decodeWords,
  headerValues,
  parseRaw,
  renderRaw,
  type ParsedMail,
} from './testing/raw-mail.js';

const BACK_OFFICE = 'https://chinardigital.test';
const STAFF = ['owner@chinardigital.test', 'sales@chinardigital.test'];

function inquiry(overrides: Partial<InquiryForEmail> = {}): InquiryForEmail {
  return {
    id: 'inq123',
    name: 'Ayesha Khan',
    email: 'ayesha@example.com',
    phone: '+91 94190 12345',
    subject: 'Website redesign',
    message: 'Hello,\nwe need a new website for our houseboat.\n\nThanks!',
    // 10:15 in Srinagar
    createdAt: new Date('2026-11-29T04:45:00Z'),
    ...overrides,
  };
}

function emailFor(overrides: Partial<InquiryForEmail> = {}): MailMessage {
  return inquiryEmail({
    inquiry: inquiry(overrides),
    recipients: STAFF,
    backOfficeUrl: BACK_OFFICE,
    siteName: 'Chinar Digital',
  });
}

const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** Every header value the message options carry, Reply-To's name and address included. */
function headerStrings(message: MailMessage): string[] {
  return [
    message.subject,
    ...message.to,
    ...(message.replyTo ? [message.replyTo.name, message.replyTo.address] : []),
    ...Object.values(message.headers ?? {}),
  ];
}

/** What a mail program reads: one header block, each header once, no Bcc, a UTF-8 text/plain body. */
async function wire(message: MailMessage): Promise<{ mail: ParsedMail; body: string; envelopeTo: string[] }> {
  const { raw, envelope } = await renderRaw(message);
  const mail = parseRaw(raw);
  expect(headerValues(mail, 'bcc')).toEqual([]);
  for (const name of ['from', 'to', 'subject', 'message-id', 'content-type']) {
    expect(headerValues(mail, name), name).toHaveLength(1);
  }
  expect(headerValues(mail, 'reply-to').length).toBeLessThanOrEqual(1);
  expect(headerValues(mail, 'content-type')[0]).toMatch(/^text\/plain; charset=utf-8$/i);
  expect(raw).not.toMatch(/multipart|text\/html/i);
  return { mail, body: decodeBody(mail), envelopeTo: envelope.to };
}

describe('inquiryEmail', () => {
  it('names the subject and the sender, and replies to the visitor', () => {
    const message = emailFor();
    expect(message.subject).toBe('New inquiry: Website redesign (from Ayesha Khan)');
    expect(message.to).toEqual(STAFF);
    expect(message.replyTo).toEqual({ name: 'Ayesha Khan', address: 'ayesha@example.com' });
    expect(message).not.toHaveProperty('html');
    expect(message.headers).toMatchObject({ 'Auto-Submitted': 'auto-generated' });
  });

  it('lists the details on short lines, the time in India and the back-office link', () => {
    const { text } = emailFor();
    expect(text).toContain('Name: Ayesha Khan\n');
    expect(text).toContain('E-mail: ayesha@example.com\n');
    expect(text).toContain('Phone: +91 94190 12345\n');
    expect(text).toContain('Received: 29 Nov 2026, 10:15 IST\n');
    expect(text).toContain('Subject: Website redesign\n');
    expect(text).toContain('Message:\nHello,\nwe need a new website for our houseboat.\n\nThanks!\n');
    expect(text).toContain(`${BACK_OFFICE}/admin/inquiries?inquiry=inq123`);
    const labelLines = text.split('\n').filter((line) => /^(Name|E-mail|Phone|Received|Subject):/.test(line));
    expect(labelLines).toHaveLength(5);
    for (const line of labelLines) expect(line.length).toBeLessThan(45);
  });

  it('leaves the phone line out when there is none', () => {
    expect(emailFor({ phone: '' }).text).not.toContain('Phone:');
  });

  it('keeps HTML in the message as the same text, with no html part', async () => {
    const html = '<script>alert(1)</script><b>hi</b>';
    const message = emailFor({ message: html });
    expect(message).not.toHaveProperty('html');
    expect(message.text).toContain(`Message:\n${html}\n`);

    const { body } = await wire(message);
    expect(body).toContain(`Message:\n${html}\n`);
  });

  it('carries a message of the longest allowed length whole', async () => {
    const paragraph = 'Our hotel on Dal Lake needs bookings online — ऑनलाइन बुकिंग. Rates & "offers" <soon>.\n';
    const long = paragraph
      .repeat(Math.ceil(INQUIRY_LIMITS.message / paragraph.length))
      .slice(0, INQUIRY_LIMITS.message);
    expect(long).toHaveLength(INQUIRY_LIMITS.message);

    const message = emailFor({ message: long });
    expect(message.text).toContain(long);
    const { body } = await wire(message);
    expect(body).toContain(long);
  });

  it('carries Urdu and Hindi names in the subject, the body and Reply-To', async () => {
    for (const name of ['ثمینہ', 'अनन्या']) {
      const message = emailFor({ name, email: 'lead@example.in' });
      expect(message.subject).toBe(`New inquiry: Website redesign (from ${name})`);
      expect(message.text).toContain(`Name: ${name}\n`);
      expect(message.replyTo).toEqual({ name, address: 'lead@example.in' });

      const { mail, body } = await wire(message);
      expect(decodeWords(headerValues(mail, 'subject')[0] ?? '')).toBe(message.subject);
      const replyTo = headerValues(mail, 'reply-to')[0] ?? '';
      expect(replyTo).toMatch(/^=\?utf-8\?[bq]\?.+\?= <lead@example\.in>$/i);
      expect(decodeWords(replyTo)).toBe(`${name} <lead@example.in>`);
      expect(body).toContain(`Name: ${name}\n`);
    }
  });

  it('flattens a header-injection attempt in the name and the subject', async () => {
    const message = emailFor({ name: 'Eve\r\nBcc: x@evil.test', subject: 'Hi\nBcc: y@evil.test' });
    for (const value of headerStrings(message)) expect(value).not.toMatch(CONTROL);
    expect(message.subject).toBe('New inquiry: Hi Bcc: y@evil.test (from Eve Bcc: x@evil.test)');
    expect(message.replyTo?.name).toBe('Eve Bcc: x@evil.test');

    const { mail, envelopeTo } = await wire(message);
    expect(envelopeTo).toEqual(STAFF);
    // Still a Reply-To, its name quoted as one phrase: the colon and the @ inside cannot split it.
    expect(headerValues(mail, 'reply-to')).toEqual(['"Eve Bcc: x@evil.test" <ayesha@example.com>']);
    for (const [name] of mail.headers) expect(name).not.toBe('bcc');
    // Each line of the block is a header or its folded continuation: nothing began a header of its own.
    for (const line of mail.headerBlock.split('\r\n')) expect(line).toMatch(/^([A-Za-z-]+: |[ \t])/);
  });

  it('strips other control characters and bidi overrides from headers, and caps their length', () => {
    const message = emailFor({
      name: `Zed\u0000\u0085\u2028\u202Eevil${'n'.repeat(200)}`,
      subject: `Tab\there ${'s'.repeat(400)}`,
    });
    for (const value of headerStrings(message))
      expect(value).not.toMatch(/[\p{Cc}\u2028\u2029\u202A-\u202E]/u);
    expect(message.subject.startsWith('New inquiry: Tab here sss')).toBe(true);
    expect(message.subject).toMatch(/s… \(from Zed evilnn+…\)$/);
    expect(message.subject.length).toBeLessThanOrEqual(210);
    expect(message.replyTo?.name).toHaveLength(60);
  });

  it('sends no Reply-To for an address that could be misread', () => {
    for (const email of [
      'eve@evil.test, boss@agency.test',
      'Eve <eve@evil.test>',
      'eve@evil.test\r\nBcc: x@evil.test',
      'eve @evil.test',
      'eve@localhost',
      'a@b@evil.test',
      '"eve"@evil.test',
    ]) {
      const message = emailFor({ email });
      expect(message.replyTo, email).toBeUndefined();
      expect(message.text).toContain('no Reply-To');
      for (const value of headerStrings(message)) expect(value).not.toMatch(CONTROL);
    }
  });
});

describe('digestEmail', () => {
  const from = new Date('2026-11-29T00:30:00Z');
  const through = new Date('2026-11-30T00:30:00Z');
  const inquiries = [
    inquiry(),
    inquiry({
      id: 'inq/2',
      name: 'अनन्या',
      email: 'ananya@example.in',
      phone: '',
      subject: 'App\nBcc: z@evil.test',
      message: 'x'.repeat(500),
    }),
  ];
  const digestFor = (listed: InquiryForEmail[], total = listed.length) =>
    digestEmail({
      inquiries: listed,
      total,
      from,
      through,
      recipients: STAFF,
      backOfficeUrl: BACK_OFFICE,
      siteName: 'Chinar Digital',
    });

  it('lists the inquiries with an excerpt and a link each, and the window', async () => {
    const message = digestFor(inquiries);
    expect(message.subject).toBe('2 new inquiries: daily digest, 30 Nov 2026');
    expect(message.to).toEqual(STAFF);
    expect(message).not.toHaveProperty('html');
    expect(message.replyTo).toBeUndefined();
    expect(message.text).toMatch(
      /^2 new inquiries on Chinar Digital\nFrom 29 Nov 2026, 06:00 IST to 30 Nov 2026, 06:00 IST\n\n1\. /,
    );
    expect(message.text).toContain(
      '1. Website redesign\nFrom: Ayesha Khan\nE-mail: ayesha@example.com\nPhone: +91 94190 12345\n',
    );
    expect(message.text).toContain('Hello, we need a new website for our houseboat. Thanks!\n');
    expect(message.text).toContain(
      '2. App Bcc: z@evil.test\nFrom: अनन्या\nE-mail: ananya@example.in\nReceived:',
    );
    expect(message.text).toContain(`${'x'.repeat(199)}…\n`);
    expect(message.text).not.toContain('x'.repeat(200));
    expect(message.text).toContain(`${BACK_OFFICE}/admin/inquiries?inquiry=inq%2F2`);
    expect(message.text).not.toContain('more:');
    expect(message.text.endsWith(`All inquiries:\n${BACK_OFFICE}/admin/inquiries`)).toBe(true);

    const { body } = await wire(message);
    // The wire adds a closing line end.
    expect(body.replace(/\n$/, '')).toBe(message.text);
  });

  it('says "inquiry" for one, and how many more the back office holds past the list', () => {
    expect(digestFor([inquiry()]).subject).toBe('1 new inquiry: daily digest, 30 Nov 2026');
    const capped = digestFor(inquiries, 60);
    expect(capped.subject).toBe('60 new inquiries: daily digest, 30 Nov 2026');
    expect(capped.text).toContain(
      `And 58 more: the back office lists them all.\n\nAll inquiries:\n${BACK_OFFICE}/admin/inquiries`,
    );
    // A count read before an inquiry was deleted never makes fewer than the list.
    expect(digestFor(inquiries, 1).subject).toBe('2 new inquiries: daily digest, 30 Nov 2026');
  });

  it('keeps HTML, Urdu and Hindi as text, and a newline in a name or subject out of the headers', async () => {
    const message = digestFor([
      inquiry({
        name: 'ثمینہ\r\nBcc: x@evil.test',
        subject: '<b>Hi</b>',
        message: '<script>alert(1)</script>',
      }),
    ]);
    expect(message.text).toContain('1. <b>Hi</b>\nFrom: ثمینہ Bcc: x@evil.test\n');
    expect(message.text).toContain('<script>alert(1)</script>\n');
    for (const value of headerStrings(message)) expect(value).not.toMatch(CONTROL);

    const { mail, body, envelopeTo } = await wire(message);
    expect(envelopeTo).toEqual(STAFF);
    expect(headerValues(mail, 'bcc')).toEqual([]);
    expect(body).toContain('From: ثمینہ Bcc: x@evil.test\n');
    expect(body).toContain('<script>alert(1)</script>\n');
  });
});

describe('testEmailMessage', () => {
  const testFor = (choice: 'each' | 'digest' | 'none', siteName = 'Chinar Digital') =>
    testEmailMessage({
      to: 'editor@chinardigital.test',
      choice,
      requestedAt: new Date('2026-11-29T04:45:00Z'),
      backOfficeUrl: `${BACK_OFFICE}/`,
      siteName,
    });

  it('goes to the member alone, names the site, and says which choice they have', async () => {
    const message = testFor('each');
    expect(message.to).toEqual(['editor@chinardigital.test']);
    expect(message.subject).toBe('Chinar Digital test e-mail');
    expect(message.replyTo).toBeUndefined();
    expect(message.text).toContain('(29 Nov 2026, 10:15 IST)');
    expect(message.text).toContain('Your choice: an e-mail for each new inquiry');
    expect(message.text).toContain(`Settings:\n${BACK_OFFICE}/admin/settings`);
    expect(testFor('digest').text).toContain('Your choice: a daily digest');
    expect(testFor('none').text).toContain('Your choice: none, so no inquiry e-mails reach you.');

    const { body, envelopeTo } = await wire(message);
    expect(envelopeTo).toEqual(['editor@chinardigital.test']);
    expect(body.replace(/\n$/, '')).toBe(message.text);
  });

  it('keeps a site name with a newline to one header line', () => {
    expect(testFor('none', 'Chinar\r\nBcc: x@evil.test').subject).toBe('Chinar Bcc: x@evil.test test e-mail');
  });
});

describe('helpers', () => {
  it('formats India time on a 24-hour clock, across the date line', () => {
    expect(formatIndiaTime(new Date('2026-11-29T04:45:00Z'))).toBe('29 Nov 2026, 10:15 IST');
    expect(formatIndiaTime(new Date('2026-12-31T20:00:00Z'))).toBe('1 Jan 2027, 01:30 IST');
    expect(formatIndiaDay(new Date('2026-09-04T19:00:00Z'))).toBe('5 Sep 2026');
    expect(formatIndiaTime(new Date(Number.NaN))).toBe('unknown time');
  });

  it('keys a day by its date in India', () => {
    expect(indiaDayKey(new Date('2026-11-29T18:29:59Z'))).toBe('2026-11-29');
    expect(indiaDayKey(new Date('2026-11-29T18:30:00Z'))).toBe('2026-11-30');
    expect(indiaDayKey(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
    expect(() => indiaDayKey(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('encodes the inquiry id in the link and drops a trailing slash of the base', () => {
    expect(inquiryLink('https://chinardigital.test/', 'a b/c?d')).toBe(
      'https://chinardigital.test/admin/inquiries?inquiry=a%20b%2Fc%3Fd',
    );
  });

  it('cuts on whole characters', () => {
    const hindi = 'नमस्ते दुनिया';
    const cut = singleLine(hindi, 4);
    expect(cut.endsWith('…')).toBe(true);
    const kept = cut.slice(0, -1);
    expect(hindi.startsWith(kept)).toBe(true);
    // The next character starts a new letter: no vowel sign or virama was cut from the one kept.
    expect(hindi.slice(kept.length, kept.length + 1)).not.toMatch(/\p{M}/u);
    expect(singleLine('  a \r\n\t b  ')).toBe('a b');
  });

  it('accepts plain addresses only', () => {
    expect(isPlainAddress('first.last+tag@mail.example.co.in')).toBe(true);
    for (const bad of [
      '',
      'a',
      'a@b',
      '.a@b.test',
      'a..b@c.test',
      'a@b..test',
      'ा@b.test',
      `${'a'.repeat(65)}@b.test`,
    ]) {
      expect(isPlainAddress(bad), bad).toBe(false);
    }
  });
});
