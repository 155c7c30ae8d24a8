/**
 * The e-mails about inquiries, as Nodemailer message options. Pure (no Firebase, no network), so every header
 * and the body can be checked exactly in a test.
 *
 * Everything here comes from a visitor: it goes out as plain text only (never an `html` part), and what goes
 * in a header is flattened to one line first, so a newline typed into a name cannot start a new header.
 */

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
  inquiries: InquiryForEmail[];
  recipients: string[];
  backOfficeUrl: string;
  siteName: string;
  /** The day the digest covers, as people read it, e.g. "29 Nov 2026" (formatIndiaDay). */
  day: string;
}

/** Header lengths: a phone's inbox shows ~40 characters of a subject; these keep a line that still reads whole. */
const HEADER_LIMITS = { subjectPart: 120, name: 60, day: 40 } as const;

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

/** The inquiry in the back office (its inquiries screen opens the one named in ?inquiry=). */
export function inquiryLink(backOfficeUrl: string, inquiryId: string): string {
  return `${backOfficeUrl.replace(/\/+$/, '')}/admin/inquiries?inquiry=${encodeURIComponent(inquiryId)}`;
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

/** The e-mail listing a day's inquiries, for the staff who chose a daily digest. */
export function digestEmail({
  inquiries,
  recipients,
  backOfficeUrl,
  siteName,
  day,
}: DigestEmailInput): MailMessage {
  const count = inquiries.length;
  const dayLabel = singleLine(day, HEADER_LIMITS.day);
  const noun = count === 1 ? 'inquiry' : 'inquiries';

  const entries = inquiries.map((inquiry, index) => {
    const excerpt = singleLine(inquiry.message, EXCERPT_LENGTH);
    return [
      `${index + 1}. ${singleLine(inquiry.subject) || '(no subject)'}`,
      `From: ${singleLine(inquiry.name) || 'Someone'}`,
      `E-mail: ${singleLine(inquiry.email)}`,
      `Received: ${formatIndiaTime(inquiry.createdAt)}`,
      excerpt,
      inquiryLink(backOfficeUrl, inquiry.id),
    ].join('\n');
  });

  const text = [
    `${count} new ${noun} on ${singleLine(siteName)}, ${dayLabel}`,
    '',
    ...entries.flatMap((entry) => [entry, '']),
    'All inquiries:',
    `${backOfficeUrl.replace(/\/+$/, '')}/admin/inquiries`,
  ].join('\n');

  return {
    to: recipients,
    subject: `${count} new ${noun} on ${dayLabel}`,
    text,
    headers: { ...AUTOMATED_HEADERS },
  };
}
