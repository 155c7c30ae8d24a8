/**
 * The Mailer (notify.ts) on the agency's own SMTP mailbox, through Nodemailer. Its errors carry a short,
 * credential-free reason that the inquiry's record can show in the back office.
 */
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { isPlainAddress, singleLine, type MailAddress } from './message.js';
import type { Mailer } from './notify.js';

export interface SmtpSettings {
  host: string;
  port: number;
  /** Empty: no login (a local mail catcher). */
  user: string;
  password: string;
  /** SMTP_FROM: the sender's address; empty means the SMTP user's. */
  from: string;
  siteName: string;
  /** Per step (connect, greeting, each reply). */
  timeoutMs?: number;
}

/** Long enough for a slow provider, short enough that a dead mailbox fails the run (and its retry) quickly. */
export const SMTP_TIMEOUT_MS = 10_000;

const IMPLICIT_TLS_PORT = 465;

/**
 * Port 465 speaks TLS from the start; any other port upgrades with STARTTLS. With a login, STARTTLS is
 * required rather than taken when offered: a server that does not offer it would otherwise receive the
 * password in clear. Without a login (the local catcher on 127.0.0.1:1025) nothing is secret: no TLS.
 */
export function smtpTransportOptions(settings: SmtpSettings): SMTPTransport.Options {
  const timeout = settings.timeoutMs ?? SMTP_TIMEOUT_MS;
  const secure = settings.port === IMPLICIT_TLS_PORT;
  const login = settings.user !== '';
  return {
    host: settings.host,
    port: settings.port,
    secure,
    ...(login
      ? { auth: { user: settings.user, pass: settings.password }, requireTLS: !secure }
      : { ignoreTLS: true }),
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    dnsTimeout: timeout,
  };
}

/** A configuration the mailer cannot work with; its message says which setting to fix. */
export class SmtpConfigError extends Error {
  override name = 'SmtpConfigError';
}

/** From: "<site name>" <SMTP_FROM or SMTP_USER>, as an address object Nodemailer quotes and encodes. */
export function senderAddress(settings: Pick<SmtpSettings, 'from' | 'user' | 'siteName'>): MailAddress {
  const address = (settings.from || settings.user).trim();
  if (!isPlainAddress(address)) {
    throw new SmtpConfigError(
      address
        ? `SMTP_FROM (or SMTP_USER) is not a plain e-mail address: "${singleLine(address, 80)}"`
        : 'Set SMTP_FROM (or SMTP_USER) to the address the e-mails come from',
    );
  }
  return { name: singleLine(settings.siteName, 80), address };
}

/** A send that did not happen; `message` is the reason, safe to store and show. */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly responseCode: number | undefined,
  ) {
    super(message);
  }
}

/** What each of Nodemailer's error codes means to the person reading the record. */
const CODE_MEANINGS: Record<string, string> = {
  ECONNECTION: 'could not connect to the SMTP server',
  ESOCKET: 'could not connect to the SMTP server',
  EDNS: 'could not find the SMTP server',
  ETIMEDOUT: 'the SMTP server did not answer in time',
  EAUTH: 'the SMTP server refused the login',
  ENOAUTH: 'the SMTP server needs a login: set SMTP_USER',
  ETLS: 'could not start TLS with the SMTP server',
  EENVELOPE: 'the SMTP server refused the sender or the recipients',
  EMESSAGE: 'the SMTP server refused the message',
  EPROTOCOL: 'the SMTP server answered something unexpected',
};

interface NodemailerErrorFields {
  code?: unknown;
  response?: unknown;
  responseCode?: unknown;
  message?: unknown;
}

/**
 * The record's reason: what went wrong in words, then the server's own reply (or the error's message),
 * in one line of at most 300 characters, with every given secret (and its base64, as AUTH sends it) masked.
 */
export function deliveryFailureReason(error: unknown, secrets: readonly string[]): string {
  const fields: NodemailerErrorFields = typeof error === 'object' && error !== null ? error : {};
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  const detail =
    typeof fields.response === 'string' && fields.response !== ''
      ? fields.response
      : typeof fields.message === 'string'
        ? fields.message
        : String(error);
  const meaning = code ? CODE_MEANINGS[code] : undefined;
  let reason = meaning ? `${meaning} (${code}: ${detail})` : code ? `${code}: ${detail}` : detail;
  for (const secret of secrets) {
    if (secret.length < 3) continue;
    for (const form of [secret, Buffer.from(secret).toString('base64')])
      reason = reason.split(form).join('***');
  }
  return singleLine(reason, 300);
}

function addressText(entry: string | { address: string }): string {
  return typeof entry === 'string' ? entry : entry.address;
}

/**
 * The settings are checked at the first send, not here: a missing sender then fails the send, and the
 * inquiry's record says which setting to fix, instead of the run failing before it has a record.
 */
export function createSmtpMailer(settings: SmtpSettings): Mailer {
  return {
    async send(message) {
      const from = senderAddress(settings);
      const transport = nodemailer.createTransport(smtpTransportOptions(settings), { from });
      try {
        const info = await transport.sendMail(message);
        return { messageId: info.messageId, accepted: info.accepted.map(addressText) };
      } catch (error) {
        const fields: NodemailerErrorFields = typeof error === 'object' && error !== null ? error : {};
        throw new MailDeliveryError(
          deliveryFailureReason(error, [settings.password]),
          typeof fields.code === 'string' ? fields.code : undefined,
          typeof fields.responseCode === 'number' ? fields.responseCode : undefined,
        );
      }
    },
  };
}
