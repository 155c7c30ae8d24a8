import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Our CSP has no 'unsafe-eval': zod must never reach for `Function`, not even to probe whether it may
 * (a caught EvalError still files a CSP violation report, and costs Best Practices points).
 */
const RealFunction = globalThis.Function;
let functionCalls: unknown[][] = [];

function spyOnFunction() {
  functionCalls = [];
  const record = (args: unknown[]) => {
    functionCalls.push(args);
  };
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args, newTarget) {
      record(args);
      return Reflect.construct(target, args, newTarget) as object;
    },
    apply(target, thisArg, args) {
      record(args);
      return Reflect.apply(target, thisArg, args) as unknown;
    },
  });
}

afterEach(() => {
  globalThis.Function = RealFunction;
  vi.resetModules();
});

describe('src/lib/zod', () => {
  it('configures zod as jitless', async () => {
    const { z } = await import('./zod');
    expect(z.config().jitless).toBe(true);
  });

  it('builds and parses object schemas (ours included) without calling Function', async () => {
    vi.resetModules();
    spyOnFunction();
    const { z } = await import('./zod');
    const { contactFormSchema } = await import('@/data/schemas/inquiry');
    const schema = z.object({
      name: z.string().min(1),
      tags: z.array(z.string()),
      nested: z.object({ n: z.number() }),
    });
    expect(schema.parse({ name: 'Asha', tags: ['a'], nested: { n: 1 } })).toEqual({
      name: 'Asha',
      tags: ['a'],
      nested: { n: 1 },
    });
    expect(schema.safeParse({ name: '', tags: [], nested: {} }).success).toBe(false);
    expect(contactFormSchema.safeParse({}).success).toBe(false);
    expect(functionCalls).toEqual([]);
  });

  it('would be caught by this test: without jitless, zod probes Function', async () => {
    vi.resetModules();
    const { z } = await import('./zod');
    spyOnFunction();
    z.config({ jitless: false });
    try {
      z.object({ a: z.string() }).parse({ a: 'x' });
    } finally {
      z.config({ jitless: true });
    }
    expect(functionCalls.length).toBeGreaterThan(0);
  });
});
