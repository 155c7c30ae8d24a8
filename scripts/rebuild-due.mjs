#!/usr/bin/env node
// node scripts/rebuild-due.mjs [--project ID]
// The hourly check of .github/workflows/redeploy.yml: is a rebuild due? One Firestore read (site/live):
// due when a scheduled version's time, or a listed post's publishAt, lies between the deployed build
// (`builtAsOf`, set by scripts/live-after-deploy.mjs) and now: a post went public that has no prerendered
// page yet, so a link shared at its launch would preview the app's shell (scripts/lib/deploy-state.mjs).
//
// Prints "rebuild due: …" and exits 0, or "up to date: …" and exits 2 (1 on an error). Under GitHub
// Actions it also writes due=true|false to $GITHUB_OUTPUT.
//
// It needs firebase-admin alone (the workflow installs just that for this check, not the whole project),
// so it connects here rather than through scripts/lib/backup.mjs, which loads the backup code with it:
// on the emulator when FIRESTORE_EMULATOR_HOST is set, else with GOOGLE_APPLICATION_CREDENTIALS (a
// service-account key with the Cloud Datastore Viewer role or more).
import { appendFileSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { rebuildDecision } from './lib/deploy-state.mjs';

const UP_TO_DATE_EXIT_CODE = 2;

/** The project: --project, the environment's, or the key's; on the emulator the demo project. */
function projectId(flag) {
  const key = process.env.GOOGLE_APPLICATION_CREDENTIALS;
  const chosen =
    flag ||
    process.env.GOOGLE_CLOUD_PROJECT ||
    process.env.GCLOUD_PROJECT ||
    (process.env.FIRESTORE_EMULATOR_HOST ? 'demo-chinar' : null) ||
    (key ? JSON.parse(readFileSync(key, 'utf8')).project_id : null);
  if (!chosen)
    throw new Error('which project? Pass --project PROJECT_ID or set GOOGLE_APPLICATION_CREDENTIALS.');
  return chosen;
}

async function readLive(project) {
  const onEmulator = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  if (onEmulator) process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp({
    projectId: project,
    ...(onEmulator ? {} : { credential: applicationDefault() }),
  });
  try {
    const live = await getFirestore(app).collection('site').doc('live').get();
    return live.exists ? live.data() : null;
  } finally {
    await app.delete();
  }
}

try {
  const { values } = parseArgs({ options: { project: { type: 'string' } } });
  const decision = rebuildDecision(await readLive(projectId(values.project)), Date.now());
  console.log(decision.reason);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `due=${decision.due}\n`);
  process.exit(decision.due ? 0 : UP_TO_DATE_EXIT_CODE);
} catch (error) {
  console.error(`rebuild-due: ${error.message}`);
  process.exit(1);
}
