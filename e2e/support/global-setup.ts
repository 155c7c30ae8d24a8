/**
 * Runs once before the suite: decides the data backend when scripts/e2e.mjs has not (Playwright run on
 * its own against a running `npm run demo`), then resets the emulators to the seed.
 */
import { DEMO_EMULATORS } from '../../scripts/lib/emulator-config.mjs';
import { isListening } from '../../scripts/lib/ports.mjs';
import { resetTestData } from './data';

export default async function globalSetup(): Promise<void> {
  if (!process.env.E2E_DATA_BACKEND) {
    if (!(await isListening(DEMO_EMULATORS.auth))) {
      throw new Error(
        `No Auth emulator at ${DEMO_EMULATORS.auth}. Run the suite with \`npm run test:e2e\` (it starts the ` +
          'emulators and builds the demo), or keep `npm run demo` running in another terminal.',
      );
    }
    // Read by the test workers (they inherit the environment set here).
    process.env.E2E_DATA_BACKEND = (await isListening(DEMO_EMULATORS.firestore)) ? 'firestore' : 'memory';
  }
  await resetTestData();
}
