import { afterEach, describe, expect, it } from 'vitest';
import {
  MailDeliveryError,
  SMTP_TIMEOUT_MS,
  SmtpConfigError,
  createSmtpMailer,
  deliveryFailureReason,
  senderAddress,
  smtpTransportOptions,
  type SmtpSettings,
} from './mailer.js';
import { inquiryEmail } from './message.js';
import { decodeBody, decodeWords, headerValues, parseRaw } from './testing/raw-mail.js';
import { closedPort, startSmtpSink, type SmtpSink } from './testing/smtp-sink.js';

const STAFF = ['owner@chinardigital.test', 'sales@chinardigital.test'];

const message = inquiryEmail({
  inquiry: {
    id: 'inq1',
    name: 'ثمینہ',
    email: 'sameena@example.in',
    phone: '',
    subject: 'Houseboat website',
    message: 'Salaam!\n.\nA line with only a dot, and <b>HTML</b>.',
    createdAt: new Date('2026-11-29T04:45:00Z'),
  },
  recipients: STAFF,
  backOfficeUrl: 'http://127.0.0.1:4173',
  siteName: 'Chinar Digital',
});

function settings(port: number, overrides: Partial<SmtpSettings> = {}): SmtpSettings {
  return {
    host: '127.0.0.1',
    port,
    user: '',
    password: '',
    from: 'inquiries@chinardigital.test',
    siteName: 'Chinar Digital',
    ...overrides,
  };
}

let sink: SmtpSink | undefined;
afterEach(async () => {
  await sink?.close();
  sink = undefined;
});

async function failureOf(promise: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  try {
    await promise;
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
  throw new Error('expected the send to fail');
}

describe('createSmtpMailer against a local SMTP server', () => {
  it('delivers the message: envelope, headers and the plain-text body', async () => {
    sink = await startSmtpSink();
    const result = await createSmtpMailer(settings(sink.port)).send({
      ...message,
      messageId: '<inquiry.inq1.c1@test>',
    });

    expect(result).toEqual({ messageId: '<inquiry.inq1.c1@test>', accepted: STAFF });
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail?.from).toBe('inquiries@chinardigital.test');
    expect(mail?.to).toEqual(STAFF);
    // The catcher's settings: no login and no TLS.
    expect(sink.commands.some((command) => /^(AUTH|STARTTLS)/i.test(command))).toBe(false);

    const parsed = parseRaw(mail?.data ?? '');
    // Nodemailer quotes the name only when it must ("Chinar Digital" is a plain phrase).
    expect(headerValues(parsed, 'from')).toEqual(['Chinar Digital <inquiries@chinardigital.test>']);
    expect(decodeWords(headerValues(parsed, 'reply-to')[0] ?? '')).toBe('ثمینہ <sameena@example.in>');
    expect(headerValues(parsed, 'subject').map(decodeWords)).toEqual([
      'New inquiry: Houseboat website (from ثمینہ)',
    ]);
    expect(headerValues(parsed, 'bcc')).toEqual([]);
    expect(decodeBody(parsed)).toContain('Message:\nSalaam!\n.\nA line with only a dot, and <b>HTML</b>.\n');
  });

  it('fails fast, with a clear reason, when nothing listens on the port', async () => {
    const port = await closedPort();
    const { error, ms } = await failureOf(createSmtpMailer(settings(port)).send(message));

    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).message).toMatch(
      new RegExp(
        `^could not connect to the SMTP server \\(E\\w+: .*ECONNREFUSED 127\\.0\\.0\\.1:${port}\\)$`,
      ),
    );
    expect(ms).toBeLessThan(SMTP_TIMEOUT_MS);
  });

  it('gives up on a server that never answers within the timeout', async () => {
    sink = await startSmtpSink({ silent: true });
    const { error, ms } = await failureOf(
      createSmtpMailer(settings(sink.port, { timeoutMs: 500 })).send(message),
    );

    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).code).toBe('ETIMEDOUT');
    expect((error as MailDeliveryError).message).toMatch(
      /^the SMTP server did not answer in time \(ETIMEDOUT: /,
    );
    expect(ms).toBeGreaterThanOrEqual(450);
    expect(ms).toBeLessThan(5_000);
  });

  it('never sends the password to a server that offers no TLS', async () => {
    sink = await startSmtpSink({ offerAuth: true });
    const password = 'hunter2-secret';
    const { error } = await failureOf(
      createSmtpMailer(settings(sink.port, { user: 'inquiries@chinardigital.test', password })).send(message),
    );

    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as Error).message).toMatch(/^could not start TLS with the SMTP server \(ETLS: /);
    expect(sink.commands.some((command) => /^AUTH/i.test(command))).toBe(false);
    expect(sink.received).toHaveLength(0);
  });
});

describe('createSmtpMailer settings', () => {
  it('fails the send, not the set-up, when no sender is set, saying which setting to fix', async () => {
    const mailer = createSmtpMailer(settings(25, { from: '', user: '' }));
    await expect(mailer.send(message)).rejects.toThrow(
      new SmtpConfigError('Set SMTP_FROM (or SMTP_USER) to the address the e-mails come from'),
    );
  });
});

describe('smtpTransportOptions', () => {
  it('uses TLS from the start on 465, with a login', () => {
    expect(
      smtpTransportOptions(
        settings(465, { host: 'smtp.example.com', user: 'me@example.com', password: 'pw' }),
      ),
    ).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      auth: { user: 'me@example.com', pass: 'pw' },
      requireTLS: false,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
      dnsTimeout: SMTP_TIMEOUT_MS,
    });
  });

  it('requires STARTTLS on 587 with a login', () => {
    expect(smtpTransportOptions(settings(587, { user: 'me@example.com', password: 'pw' }))).toMatchObject({
      secure: false,
      requireTLS: true,
      auth: { user: 'me@example.com', pass: 'pw' },
    });
  });

  it('logs in to nothing and skips TLS without a user (the local catcher)', () => {
    const options = smtpTransportOptions(settings(1025));
    expect(options).toMatchObject({ secure: false, ignoreTLS: true });
    expect(options).not.toHaveProperty('auth');
  });
});

describe('senderAddress', () => {
  it('is SMTP_FROM, else SMTP_USER, under the site name', () => {
    expect(
      senderAddress({ from: 'hello@chinardigital.test', user: 'smtp@x.test', siteName: 'Chinar Digital' }),
    ).toEqual({
      name: 'Chinar Digital',
      address: 'hello@chinardigital.test',
    });
    expect(senderAddress({ from: '', user: 'smtp@x.test', siteName: 'Chinar Digital' }).address).toBe(
      'smtp@x.test',
    );
  });

  it('refuses a missing or malformed address with the setting to fix', () => {
    expect(() => senderAddress({ from: '', user: '', siteName: 'x' })).toThrow(SmtpConfigError);
    expect(() => senderAddress({ from: 'Chinar <a@b.test>', user: '', siteName: 'x' })).toThrow(/SMTP_FROM/);
  });
});

describe('deliveryFailureReason', () => {
  it("names the problem, keeps the server's reply, and masks the password", () => {
    const error = Object.assign(new Error('Invalid login: 535 5.7.8 Username and Password not accepted'), {
      code: 'EAUTH',
      response: '535 5.7.8 Username and Password not accepted for s3cret-pass',
      responseCode: 535,
    });
    const reason = deliveryFailureReason(error, ['s3cret-pass']);
    expect(reason).toBe(
      'the SMTP server refused the login (EAUTH: 535 5.7.8 Username and Password not accepted for ***)',
    );
    const encoded = Buffer.from('s3cret-pass').toString('base64');
    expect(deliveryFailureReason(new Error(`AUTH PLAIN ${encoded}`), ['s3cret-pass'])).toBe('AUTH PLAIN ***');
  });

  it('is one line of at most 300 characters', () => {
    const reason = deliveryFailureReason(
      Object.assign(new Error('x'), { response: `554 no\r\n${'y'.repeat(900)}` }),
      [],
    );
    expect(reason).not.toMatch(/[\r\n]/);
    expect(reason.length).toBeLessThanOrEqual(300);
  });
});
