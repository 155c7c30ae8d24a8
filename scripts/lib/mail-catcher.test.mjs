// @vitest-environment node
// The local mail catcher: it keeps what it receives, relays nothing, and its control endpoint makes the SMTP
// port refuse connections and accept them again, the inbox kept. On ports of its own, beside a running demo.
import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from './mail-catcher.mjs';
import { isListening } from './ports.mjs';

const ADDRESSES = { smtp: '127.0.0.1:11025', inbox: '127.0.0.1:11080', control: '127.0.0.1:11081' };

/** One message over plain SMTP, as a client without login sends it; resolves to the server's last reply. */
function sendMail(subject) {
  const [host, port] = ADDRESSES.smtp.split(':');
  const steps = [
    'EHLO test.local',
    'MAIL FROM:<inquiries@chinardigital.test>',
    'RCPT TO:<admin@chinardigital.test>',
    'DATA',
    `Subject: ${subject}\r\nFrom: inquiries@chinardigital.test\r\nTo: admin@chinardigital.test\r\n\r\nHello\r\n.`,
    'QUIT',
  ];
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host, port: Number(port) });
    let buffer = '';
    let last = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      buffer += chunk;
      // A reply ends with a line "NNN text" (a space after the code); "NNN-" lines go on.
      const lines = buffer.split('\r\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (!/^\d{3} /.test(line)) continue;
        last = line;
        if (!/^[23]/.test(line)) reject(new Error(`SMTP refused: ${line}`));
        const next = steps.shift();
        if (next) socket.write(`${next}\r\n`);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(last));
  });
}

const inbox = async () => (await fetch(`http://${ADDRESSES.inbox}/api/email`)).json();
const control = (action) => fetch(`http://${ADDRESSES.control}/smtp/${action}`, { method: 'POST' });

describe('the mail catcher', () => {
  let catcher;
  beforeAll(async () => {
    catcher = await startMailCatcher(ADDRESSES);
  });
  afterAll(() => catcher?.stop());

  it('keeps what it receives, and relays nothing', async () => {
    expect(catcher.inboxUrl).toBe(`http://${ADDRESSES.inbox}`);
    await sendMail('First');
    expect((await inbox()).map((email) => email.subject)).toEqual(['First']);
    const config = await (await fetch(`http://${ADDRESSES.inbox}/api/config`)).json();
    expect(config.isOutgoingEnabled).toBe(false);
  });

  it('refuses SMTP connections once stopped, and receives again once started', async () => {
    const stopped = await control('stop');
    expect(await stopped.json()).toEqual({ smtp: 'stopped' });
    expect(await isListening(ADDRESSES.smtp)).toBe(false);
    await expect(sendMail('Lost')).rejects.toThrow(/ECONNREFUSED/);
    // The inbox is still there.
    expect(await inbox()).toHaveLength(1);

    const started = await control('start');
    expect(await started.json()).toEqual({ smtp: 'accepting' });
    await sendMail('Second');
    expect((await inbox()).map((email) => email.subject)).toEqual(['First', 'Second']);
  });

  it('closes every port when stopped', async () => {
    await catcher.stop();
    for (const address of Object.values(ADDRESSES)) expect(await isListening(address)).toBe(false);
  });
});
