/**
 * A tiny SMTP server for the mailer's tests (Node's net, no package): it speaks just enough SMTP for
 * Nodemailer to deliver, keeps what it receives, and can stay silent to stand for a dead mailbox.
 */
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

interface ReceivedMail {
  from: string;
  to: string[];
  /** The DATA section with the dot-stuffing undone, CRLF line ends. */
  data: string;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  /** Every command line a client sent, in order. */
  commands: string[];
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** Accept connections but never greet: a client must time out. */
  silent?: boolean;
  /** Offer AUTH in the EHLO reply (never STARTTLS): a client that logs in would send its password in clear. */
  offerAuth?: boolean;
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const commands: string[] = [];
  const sockets = new Set<Socket>();

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    if (options.silent) return;

    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);

    reply('220 sink.test ESMTP ready');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          mail.data = buffer.slice(0, end + 2).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        commands.push(line);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') {
          socket.write(
            `250-sink.test\r\n250-8BITMIME\r\n${options.offerAuth ? '250-AUTH PLAIN LOGIN\r\n' : ''}250 SMTPUTF8\r\n`,
          );
        } else if (verb === 'HELO' || verb === 'RSET' || verb === 'NOOP') {
          reply('250 OK');
        } else if (verb === 'MAIL') {
          mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 OK');
        } else if (verb === 'RCPT') {
          mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'AUTH') {
          reply('535 5.7.8 Authentication credentials invalid');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else {
          reply('502 5.5.2 not implemented');
        }
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    received,
    commands,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 that nothing listens on (it was free a moment ago). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
