/**
 * The one place that imports zod (ESLint forbids 'zod' anywhere else). zod 4 compiles object schemas with
 * `new Function` unless told not to, and merely probing for it trips our CSP (no 'unsafe-eval'): the
 * browser reports a `securitypolicyviolation` even though zod catches the error. `jitless` turns both off.
 * It must be set before any schema is built: every schema module imports `z` from here, so this module
 * always runs first.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
