// The part of jsdom the prerender uses (its own types are not installed: only the build needs it).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
