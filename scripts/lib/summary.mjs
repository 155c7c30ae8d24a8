// What `npm run dev` and `npm run demo` print once everything is up: the data backend, the URL, the demo
// accounts and where the e-mails they send arrive.
import { DEMO_EMULATORS, MAIL_CATCHER } from './emulator-config.mjs';

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) =>
    `    ${row.map((cell, column) => cell.padEnd(widths[column])).join('   ')}`.trimEnd(),
  );
}

/** The demo accounts as a table, built from the seed (staff records and invites decide role and status). */
function demoAccountsTable(seed) {
  const rows = [['e-mail', 'password', 'role', 'status']];
  for (const account of seed.demoAuthAccounts) {
    const staff = seed.seedAdmins[account.uid];
    rows.push([
      account.email,
      account.password,
      staff ? `${staff.role}${staff.role === 'user' ? ' (read-only)' : ''}` : '-',
      staff ? String(staff.status) : 'no staff record',
    ]);
  }
  for (const invite of Object.values(seed.seedInvites)) {
    rows.push([invite.email, '(e-mail link)', String(invite.role), 'invited, no account yet']);
  }
  return table(rows);
}

/** Where the e-mails go: the catcher's inbox, or why none are sent. */
function mailLines(backend, mail) {
  if (mail) {
    return [
      `  Every e-mail the app sends lands in: ${mail.inboxUrl} (MailDev, SMTP ${MAIL_CATCHER.smtp});`,
      '    none leaves this machine.',
    ];
  }
  if (backend.name === 'memory') {
    return [
      '  E-mail: none is sent. The Cloud Functions run on Firestore triggers, so without the Firestore',
      '    emulator neither the Functions emulator nor the mail catcher was started.',
    ];
  }
  return [];
}

export function printSummary({ backend, url, seed, written, startupMs, mail = null }) {
  const { projectId, auth, firestore, functions } = DEMO_EMULATORS;
  const took = `emulators up in ${(startupMs / 1000).toFixed(1)} s`;
  const lines =
    backend.name === 'firestore'
      ? [
          `Data backend: Firestore + Auth emulators (project ${projectId}; Firestore ${firestore} with ` +
            `firestore.rules, Auth ${auth}${mail ? `, Functions ${functions}` : ''}), seeded: ` +
            `${written.documents} documents, ${written.accounts} accounts (${took})`,
        ]
      : [
          `Data backend: in-browser memory store (kept in localStorage), seeded; Auth emulator ${auth} ` +
            `(project ${projectId}), ${written.accounts} accounts (${took})`,
          `  The Firestore emulator was not started: ${backend.reason}.`,
        ];
  console.log(
    [
      '',
      ...lines.map((line) => `  ${line}`),
      '',
      `  App: ${url}`,
      '',
      '  Demo accounts:',
      ...demoAccountsTable(seed),
      `  Sent sign-in links and reset codes: http://${auth}/emulator/v1/projects/${projectId}/oobCodes`,
      ...mailLines(backend, mail),
      '',
    ].join('\n'),
  );
}
