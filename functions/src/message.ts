/**
 * The e-mails about inquiries, as Nodemailer message options. Pure (no Firebase, no network), so every header
 * and the body can be checked exactly in a test.
 *
 * Everything here comes from a visitor: it goes out as plain text only (never an `html` part), and what goes
 * in a header is flattened to one line first, so a newline typed into a name cannot start a new header.
 */
import type { InquiryEmailChoice } from './choices.js';

/** A stored inquiry (contact_inquiries/{id}), the fields an e-mail shows. */
export interface InquiryForEmail {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  createdAt: Date;
}

/** Nodemailer's address object: it quotes and encodes the name itself. */
export interface MailAddress {
  name: string;
  address: string;
}

/** The Nodemailer message options these functions build (`from` is the transport's default). */
export interface MailMessage {
  to: string[];
  replyTo?: MailAddress;
  subject: string;
  text: string;
  headers?: Record<string, string>;
  messageId?: string;
}

export interface InquiryEmailInput {
  inquiry: InquiryForEmail;
  /** Addresses that passed isPlainAddress (recipients.ts). */
  recipients: string[];
  /** The site's origin, e.g. https://chinardigital.com: the back office lives under /admin there. */
  backOfficeUrl: string;
  siteName: string;
}

export interface DigestEmailInput {
  /** The inquiries to list, oldest first; fewer than `total` when the list was capped. */
  inquiries: InquiryForEmail[];
  /** How many arrived in the window, listed or not. */
  total: number;
  /** The window: inquiries created after `from`, up to and including `through` (when the digest ran). */
  from: Date;
  through: Date;
  recipients: string[];
  backOfficeUrl: string;
  siteName: string;
}

export interface TestEmailInput {
  /** The member's own address (isPlainAddress). */
  to: string;
  /** Their stored choice, so the test also tells them what they will receive. */
  choice: InquiryEmailChoice;
  /** When they pressed Test. */
  requestedAt: Date;
  backOfficeUrl: string;
  siteName: string;
}

/** Header lengths: a phone's inbox shows ~40 characters of a subject; these keep a line that still reads whole. */
const HEADER_LIMITS = { subjectPart: 120, name: 60, siteName: 80 } as const;

/** The digest's excerpt of each message. */
const EXCERPT_LENGTH = 200;

/**
 * Runs that must never reach a header: control characters (CR, LF, NUL, tab, C1 controls such as NEL), the
 * Unicode line and paragraph separators, and the bidirectional overrides and isolates that can make a subject
 * read backwards ("Trojan Source"). Zero-width joiners stay: Hindi and Urdu spellings use them.
 */
const UNSAFE_IN_LINE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * One line of text, safe for a header: unsafe runs become one space, spaces collapse, and past `maxLength`
 * characters (user-perceived: a Devanagari syllable is not cut in half) it ends with an ellipsis.
 */
export function singleLine(value: string, maxLength = Number.POSITIVE_INFINITY): string {
  const flat = value.replace(UNSAFE_IN_LINE, ' ').replace(/\s+/g, ' ').trim();
  return clip(flat, maxLength);
}

function clip(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const parts = Array.from(graphemes.segment(text), (part) => part.segment);
  if (parts.length <= maxLength) return text;
  return `${parts
    .slice(0, Math.max(0, maxLength - 1))
    .join('')
    .trimEnd()}…`;
}

/**
 * A strict address check for what goes in Reply-To and To: printable ASCII only, no whitespace, quotes,
 * commas or angle brackets (nothing a mail program could read as a second address), one @, and a domain
 * with a dot. The contact form's own check is looser; an address this refuses is shown but not replied to.
 */
export function isPlainAddress(value: string): boolean {
  if (value.length > 254) return false;
  const match = /^([A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+)@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)$/.exec(value);
  if (!match) return false;
  const local = match[1] ?? '';
  return local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}

/**
 * India keeps one offset all year (+05:30, no daylight saving), so the wall clock is a fixed shift: no
 * dependence on the runtime's time-zone data.
 */
const INDIA_OFFSET_MS = 330 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "2026-11-29": the day in India, as a key that sorts by date (the daily digest's record id). */
export function indiaDayKey(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('indiaDayKey: invalid date');
  return new Date(date.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** "29 Nov 2026": the day in India. */
export function formatIndiaDay(date: Date): string {
  if (Number.isNaN(date.getTime())) return 'unknown day';
  const india = new Date(date.getTime() + INDIA_OFFSET_MS);
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}

/** "29 Nov 2026, 10:15 IST": the time in India, on a 24-hour clock. */
export function formatIndiaTime(date: Date): string {
  if (Number.isNaN(date.getTime())) return 'unknown time';
  const india = new Date(date.getTime() + INDIA_OFFSET_MS);
  const hours = String(india.getUTCHours()).padStart(2, '0');
  const minutes = String(india.getUTCMinutes()).padStart(2, '0');
  return `${formatIndiaDay(date)}, ${hours}:${minutes} IST`;
}

/** A back-office screen, e.g. backOfficeLink(url, 'inquiries'): the site's origin may end in a slash. */
function backOfficeLink(backOfficeUrl: string, screen: 'inquiries' | 'settings'): string {
  return `${backOfficeUrl.replace(/\/+$/, '')}/admin/${screen}`;
}

/** The inquiry in the back office (its inquiries screen opens the one named in ?inquiry=). */
export function inquiryLink(backOfficeUrl: string, inquiryId: string): string {
  return `${backOfficeLink(backOfficeUrl, 'inquiries')}?inquiry=${encodeURIComponent(inquiryId)}`;
}

/**
 * Asks auto-responders not to answer (RFC 3834; Exchange reads the second): with Reply-To the visitor, a
 * staff member's out-of-office reply would otherwise go to the lead.
 */
const AUTOMATED_HEADERS = {
  'Auto-Submitted': 'auto-generated',
  'X-Auto-Response-Suppress': 'OOF, AutoReply',
} as const;

/** The visitor as Reply-To, so "Reply" answers the lead; none when the address could be misread. */
function visitorReplyTo(inquiry: InquiryForEmail): MailAddress | undefined {
  const address = inquiry.email.trim();
  if (!isPlainAddress(address)) return undefined;
  return { name: singleLine(inquiry.name, HEADER_LIMITS.name), address };
}

/** The e-mail to staff about one new inquiry. */
export function inquiryEmail({
  inquiry,
  recipients,
  backOfficeUrl,
  siteName,
}: InquiryEmailInput): MailMessage {
  const name = singleLine(inquiry.name) || 'Someone';
  const subject = singleLine(inquiry.subject, HEADER_LIMITS.subjectPart) || '(no subject)';
  const replyTo = visitorReplyTo(inquiry);
  const phone = singleLine(inquiry.phone);

  // Short "Label: value" lines read on a phone without wrapping; the message keeps its own lines.
  const lines = [
    `New inquiry on ${singleLine(siteName)}`,
    '',
    `Name: ${name}`,
    `E-mail: ${singleLine(inquiry.email)}`,
    ...(phone ? [`Phone: ${phone}`] : []),
    `Received: ${formatIndiaTime(inquiry.createdAt)}`,
    `Subject: ${singleLine(inquiry.subject)}`,
    '',
    'Message:',
    inquiry.message,
    '',
    'Open it in the back office:',
    inquiryLink(backOfficeUrl, inquiry.id),
    '',
    replyTo
      ? `Reply to this e-mail to answer ${name} directly.`
      : 'This e-mail has no Reply-To: the address the sender gave does not look valid.',
  ];

  return {
    to: recipients,
    ...(replyTo ? { replyTo } : {}),
    subject: `New inquiry: ${subject} (from ${singleLine(inquiry.name, HEADER_LIMITS.name) || 'someone'})`,
    text: lines.join('\n'),
    headers: { ...AUTOMATED_HEADERS },
  };
}

/** The e-mail listing the inquiries since the last digest, for the staff who chose a daily digest. */
export function digestEmail({
  inquiries,
  total,
  from,
  through,
  recipients,
  backOfficeUrl,
  siteName,
}: DigestEmailInput): MailMessage {
  // The count and the list are two reads: an inquiry deleted between them must not make "-1 more".
  const count = Math.max(total, inquiries.length);
  const more = count - inquiries.length;
  const noun = count === 1 ? 'inquiry' : 'inquiries';

  const entries = inquiries.map((inquiry, index) => {
    const phone = singleLine(inquiry.phone);
    return [
      `${index + 1}. ${singleLine(inquiry.subject) || '(no subject)'}`,
      `From: ${singleLine(inquiry.name) || 'Someone'}`,
      `E-mail: ${singleLine(inquiry.email)}`,
      ...(phone ? [`Phone: ${phone}`] : []),
      `Received: ${formatIndiaTime(inquiry.createdAt)}`,
      singleLine(inquiry.message, EXCERPT_LENGTH),
      inquiryLink(backOfficeUrl, inquiry.id),
    ].join('\n');
  });

  const text = [
    `${count} new ${noun} on ${singleLine(siteName)}`,
    `From ${formatIndiaTime(from)} to ${formatIndiaTime(through)}`,
    '',
    ...entries.flatMap((entry) => [entry, '']),
    ...(more > 0 ? [`And ${more} more: the back office lists them all.`, ''] : []),
    'All inquiries:',
    backOfficeLink(backOfficeUrl, 'inquiries'),
  ].join('\n');

  return {
    to: recipients,
    subject: `${count} new ${noun}: daily digest, ${formatIndiaDay(through)}`,
    text,
    headers: { ...AUTOMATED_HEADERS },
  };
}

/** What each choice means to the member, in the test e-mail. */
const CHOICE_SENTENCES: Record<InquiryEmailChoice, string> = {
  each: 'Your choice: an e-mail for each new inquiry, to this address.',
  digest: 'Your choice: a daily digest, one e-mail a day at about 06:00 IST listing the new inquiries.',
  none: 'Your choice: none, so no inquiry e-mails reach you. Choose "Each new inquiry" or "Daily digest" in Settings to get them.',
};

/** The e-mail a member asks for with Test beside e-mail notifications: proof that mail reaches them. */
export function testEmailMessage({
  to,
  choice,
  requestedAt,
  backOfficeUrl,
  siteName,
}: TestEmailInput): MailMessage {
  const site = singleLine(siteName, HEADER_LIMITS.siteName);
  const text = [
    `This is the test e-mail you asked for in the ${site} back office (${formatIndiaTime(requestedAt)}).`,
    'It reached you, so inquiry e-mails from this site reach this address too.',
    '',
    CHOICE_SENTENCES[choice],
    '',
    'Settings:',
    backOfficeLink(backOfficeUrl, 'settings'),
  ].join('\n');

  return {
    to: [to],
    subject: `${site} test e-mail`,
    text,
    headers: { ...AUTOMATED_HEADERS },
  };
}
