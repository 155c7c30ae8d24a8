// Types of ports.mjs, for the e2e support code.
export function isListening(address: string): Promise<boolean>;
export function assertPortsFree(wanted: readonly [string, string][], hint: string): Promise<void>;
