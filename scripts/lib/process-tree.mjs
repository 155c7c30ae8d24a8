// Finding and killing what a child process started (firebase-tools starts the Firestore emulator's Java
// in a process group of its own, so killing firebase-tools' group does not reach it).
import { execFileSync } from 'node:child_process';

/** Every process: pid -> { ppid, command }. */
function processTable() {
  const table = new Map();
  try {
    const listing = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,command='], { encoding: 'utf8' });
    for (const line of listing.trim().split('\n')) {
      const match = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line);
      if (match) table.set(Number(match[1]), { ppid: Number(match[2]), command: match[3] });
    }
  } catch {
    // no ps: nothing to add to the clean shutdown
  }
  return table;
}

/** The processes below `pid`, as [pid, command]. */
export function descendantsOf(pid, table = processTable()) {
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const [child, { ppid, command }] of table) {
      if (ppid !== parent) continue;
      found.push([child, command]);
      queue.push(child);
    }
  }
  return found;
}

export function kill(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

/**
 * SIGKILL for `recorded` processes ([pid, command]) that still run the recorded command (a pid may have
 * been reused since).
 */
export function killRecorded(recorded) {
  const table = processTable();
  for (const [pid, command] of recorded) if (table.get(pid)?.command === command) kill(pid, 'SIGKILL');
}
