declare global {
  // Read by the App Check SDK when it starts: a string turns its debug provider on (`true` would log a new one).
  var FIREBASE_APPCHECK_DEBUG_TOKEN: string | boolean | undefined;
}

/** A debug token the page was given before the app started (the App Check SDK's own global), else ''. */
export function handedDebugToken(): string {
  const token = globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN;
  return typeof token === 'string' ? token : '';
}
