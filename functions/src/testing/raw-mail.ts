/**
 * Renders a message as Nodemailer would put it on the wire (streamTransport) and reads the raw text back:
 * the header block, the decoded headers and the decoded body, so tests check what a mail program sees.
 */
import nodemailer from 'nodemailer';
import type { MailAddress, MailMessage } from '../message.js';

const TEST_SENDER: MailAddress = { name: 'Chinar Digital', address: 'inquiries@chinardigital.test' };

export interface RenderedMail {
  raw: string;
  envelope: { from: string | false; to: string[] };
}

export async function renderRaw(
  message: MailMessage,
  from: MailAddress = TEST_SENDER,
): Promise<RenderedMail> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'crlf' });
  const info = await transport.sendMail({ from, ...message });
  if (!Buffer.isBuffer(info.message)) throw new Error('streamTransport with buffer: true gives a Buffer');
  return { raw: info.message.toString('utf8'), envelope: info.envelope };
}

export interface ParsedMail {
  /** The header block as sent (folded lines included). */
  headerBlock: string;
  /** Each header, unfolded, in order: [lower-case name, raw value]. */
  headers: Array<[string, string]>;
  body: string;
}

export function parseRaw(raw: string): ParsedMail {
  const split = raw.indexOf('\r\n\r\n');
  if (split === -1) throw new Error('no blank line after the headers');
  const headerBlock = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const headers = headerBlock
    .replace(/\r\n[ \t]/g, ' ')
    .split('\r\n')
    .map((line): [string, string] => {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new Error(`not a header line: ${JSON.stringify(line)}`);
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    });
  return { headerBlock, headers, body };
}

export function headerValues(mail: ParsedMail, name: string): string[] {
  return mail.headers.filter(([key]) => key === name.toLowerCase()).map(([, value]) => value);
}

function qpBytes(text: string): number[] {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    const hex = text.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return bytes;
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=), neighbours joined before decoding. */
export function decodeWords(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  return joined.replace(/(?:=\?utf-8\?[bq]\?[^?]*\?=)+/gi, (run) => {
    const bytes: number[] = [];
    for (const [, kind, data] of run.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)) {
      if ((kind ?? '').toLowerCase() === 'b') bytes.push(...Buffer.from(data ?? '', 'base64'));
      else bytes.push(...qpBytes((data ?? '').replace(/_/g, ' ')));
    }
    return Buffer.from(bytes).toString('utf8');
  });
}

/** The body as text, per its Content-Transfer-Encoding; line ends as \n. */
export function decodeBody(mail: ParsedMail): string {
  const encoding = (headerValues(mail, 'content-transfer-encoding')[0] ?? '7bit').toLowerCase();
  let text: string;
  if (encoding === 'base64') text = Buffer.from(mail.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else if (encoding === 'quoted-printable')
    text = Buffer.from(qpBytes(mail.body.replace(/=\r\n/g, ''))).toString('utf8');
  else text = mail.body;
  return text.replace(/\r\n/g, '\n');
}
