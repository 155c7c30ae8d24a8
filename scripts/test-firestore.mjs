#!/usr/bin/env node
// Runs the suites that need the Cloud Firestore emulator: the security-rules tests and the storage-port
// contract against the Firestore adapter (files named *.firestore.test.ts, which the normal `vitest run`
// leaves out). They run inside `firebase emulators:exec` (lib/emulators.mjs runWithFirestoreEmulator),
// which starts the emulator, sets FIRESTORE_EMULATOR_HOST for the test command and stops the emulator
// afterwards; or against the emulator FIRESTORE_EMULATOR_HOST already names. Where Java 21+ or the
// emulator is missing (lib/java.mjs) the suites are skipped with a one-line reason (an error on CI).
//
// Usage: node scripts/test-firestore.mjs [extra vitest args]
import { join } from 'node:path';
import { ROOT } from './lib/emulator-config.mjs';
import { runWithFirestoreEmulator } from './lib/emulators.mjs';

const VITEST_BIN = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const VITEST_CONFIG = 'scripts/vitest.firestore.config.ts';

const vitest = [process.execPath, VITEST_BIN, 'run', '--config', VITEST_CONFIG, ...process.argv.slice(2)];
process.exit(await runWithFirestoreEmulator(vitest, 'Firestore emulator suites'));
