// Is something listening at host:port? The one TCP probe of the scripts and the e2e setup.
import { createConnection } from 'node:net';

function splitAddress(address) {
  const [host, port] = address.split(':');
  return { host, port: Number(port) };
}

/** One connection attempt to `address` (host:port): resolves true when it is accepted. */
export function isListening(address) {
  const { host, port } = splitAddress(address);
  return new Promise((done) => {
    const socket = createConnection({ host, port });
    socket.setTimeout(1_000);
    const answer = (listening) => {
      socket.destroy();
      done(listening);
    };
    socket.once('connect', () => answer(true));
    socket.once('timeout', () => answer(false));
    socket.once('error', () => answer(false));
  });
}

/** Throws when any of `wanted` ([name, host:port]) is taken, with `hint` saying what may hold it. */
export async function assertPortsFree(wanted, hint) {
  for (const [name, address] of wanted) {
    if (await isListening(address)) throw new Error(`${address} (${name}) is already in use. ${hint}`);
  }
}
