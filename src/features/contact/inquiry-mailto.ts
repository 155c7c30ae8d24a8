/** The labels of the sender's details under the message in the e-mail body. */
export interface MailtoLabels {
  name: string;
  email: string;
  phone: string;
}

/** RFC 6068: a line break in a mailto body is %0D%0A. */
const CRLF = '\r\n';

/**
 * A mailto: link that sends a contact form message by e-mail instead: the subject as typed, the message,
 * then the sender's name, e-mail and phone (when given), so nothing typed is lost. Each value is
 * percent-encoded (encodeURIComponent: spaces as %20, not +, as RFC 6068 wants); lone line feeds become
 * CRLF. The address is the site's contact e-mail, a plain address (models/site-settings.ts checks it).
 */
export function inquiryMailto(
  to: string,
  input: Partial<Record<'name' | 'email' | 'phone' | 'subject' | 'message', string>>,
  labels: MailtoLabels,
): string {
  const text = (value: string | undefined) => (value ?? '').trim().replace(/\r?\n/g, CRLF);
  const sender = [
    `${labels.name}: ${text(input.name)}`,
    `${labels.email}: ${text(input.email)}`,
    ...(text(input.phone) ? [`${labels.phone}: ${text(input.phone)}`] : []),
  ];
  const body = [text(input.message), '', '--', ...sender].join(CRLF);
  return `mailto:${to}?subject=${encodeURIComponent(text(input.subject))}&body=${encodeURIComponent(body)}`;
}
