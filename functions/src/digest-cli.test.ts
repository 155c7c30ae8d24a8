import { describe, expect, it } from 'vitest';
import { DEFAULT_SMTP_PORT, UsageError, outcomeLine, parseDigestCli, type Env } from './digest-cli.js';
import { DIGEST_CHOICES, SPARK_DIGEST_CHOICES } from './digest.js';

/** What the end-to-end test passes: the emulator and the local mail catcher. */
const E2E_ENV: Env = {
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: '1025',
  SMTP_USER: '',
  SMTP_PASSWORD: '',
  SMTP_FROM: 'inquiries@chinardigital.test',
  SITE_URL: 'http://127.0.0.1:4173',
};

const noKey = () => {
  throw new Error('no key expected');
};

const parse = (argv: string[], env: Env = E2E_ENV, readKey: (path: string) => string = noKey) =>
  parseDigestCli(argv, env, readKey);

describe('parseDigestCli', () => {
  it("reads the end-to-end test's command line", () => {
    expect(parse(['--project', 'demo-chinar', '--include-each'])).toEqual({
      project: 'demo-chinar',
      choices: SPARK_DIGEST_CHOICES,
      smtp: {
        host: '127.0.0.1',
        port: 1025,
        user: '',
        password: '',
        from: 'inquiries@chinardigital.test',
        siteName: 'Chinar Digital',
      },
      siteUrl: 'http://127.0.0.1:4173',
      emulator: true,
    });
  });

  it("sends to the digest's choosers alone without --include-each", () => {
    expect(parse(['--project=demo-chinar']).choices).toEqual(DIGEST_CHOICES);
  });

  it("reads a workflow's settings: empty variables are unset, the port defaults to 587", () => {
    const config = parse([], {
      GCLOUD_PROJECT: 'chinar-prod',
      GOOGLE_APPLICATION_CREDENTIALS: '/tmp/key.json',
      SMTP_HOST: ' smtp.gmail.com ',
      SMTP_PORT: '',
      SMTP_USER: 'owner@chinardigital.com',
      SMTP_PASSWORD: 'app password ',
      SMTP_FROM: '',
      SITE_URL: 'https://chinardigital.com',
      SITE_NAME: 'Chinar',
    });
    expect(config).toMatchObject({
      project: 'chinar-prod',
      emulator: false,
      smtp: {
        host: 'smtp.gmail.com',
        port: DEFAULT_SMTP_PORT,
        user: 'owner@chinardigital.com',
        password: 'app password ',
        from: '',
        siteName: 'Chinar',
      },
    });
  });

  it('takes the project from the key when nothing names it; --project wins', () => {
    const env = { ...E2E_ENV, FIRESTORE_EMULATOR_HOST: '', GOOGLE_APPLICATION_CREDENTIALS: '/tmp/key.json' };
    const readKey = (path: string) => (path === '/tmp/key.json' ? '{"project_id":"from-key"}' : '');
    expect(parse([], env, readKey).project).toBe('from-key');
    expect(parse(['--project', 'flag'], { ...env, GCLOUD_PROJECT: 'env' }, readKey).project).toBe('flag');
    expect(parse([], { ...env, GOOGLE_CLOUD_PROJECT: 'google-env' }, readKey).project).toBe('google-env');
  });

  it('says what to fix', () => {
    const cases: Array<[string[], Env, RegExp]> = [
      [[], E2E_ENV, /--project PROJECT_ID/],
      [['--project', 'p', '--since', 'yesterday'], E2E_ENV, /--since/],
      [['--project', 'p', 'extra'], E2E_ENV, /Usage:/],
      [['--project', 'p'], { ...E2E_ENV, SMTP_HOST: '' }, /Set SMTP_HOST/],
      [['--project', 'p'], { ...E2E_ENV, SMTP_PORT: '25x' }, /SMTP_PORT must be a port number/],
      [['--project', 'p'], { ...E2E_ENV, SMTP_PORT: '70000' }, /SMTP_PORT/],
      [['--project', 'p'], { ...E2E_ENV, SITE_URL: undefined }, /Set SITE_URL/],
      [['--project', 'p'], { ...E2E_ENV, SITE_URL: 'chinardigital.com' }, /SITE_URL must be/],
      [['--project', 'p'], { ...E2E_ENV, SITE_URL: 'ftp://chinardigital.com' }, /https:\/\//],
      [['--project', 'p'], { ...E2E_ENV, SMTP_FROM: '' }, /SMTP_FROM \(or SMTP_USER\)/],
      [['--project', 'p'], { ...E2E_ENV, SMTP_FROM: 'Chinar <x@y.test>' }, /not a plain e-mail address/],
    ];
    for (const [argv, env, message] of cases) {
      expect(() => parse(argv, env), `${argv.join(' ')} ${JSON.stringify(env)}`).toThrow(UsageError);
      expect(() => parse(argv, env)).toThrow(message);
    }
  });

  it('says when the key cannot be read', () => {
    const env = { ...E2E_ENV, FIRESTORE_EMULATOR_HOST: undefined, GOOGLE_APPLICATION_CREDENTIALS: '/nope' };
    expect(() =>
      parse([], env, () => {
        throw new Error('ENOENT: no such file');
      }),
    ).toThrow(/GOOGLE_APPLICATION_CREDENTIALS: ENOENT/);
  });
});

describe('outcomeLine', () => {
  it('prints one line per outcome', () => {
    const day = '2026-11-30';
    expect(
      outcomeLine({
        kind: 'sent',
        day,
        to: ['a@b.test', 'c@d.test'],
        total: 60,
        listed: 50,
        messageId: '<x>',
      }),
    ).toBe('digest 2026-11-30: sent to 2 (60 inquiries, 50 listed)');
    expect(outcomeLine({ kind: 'sent', day, to: ['a@b.test'], total: 1, listed: 1, messageId: '<x>' })).toBe(
      'digest 2026-11-30: sent to 1 (1 inquiry, 1 listed)',
    );
    expect(outcomeLine({ kind: 'skipped', day, reason: 'no new inquiries', total: 0 })).toBe(
      'digest 2026-11-30: skipped: no new inquiries',
    );
    expect(outcomeLine({ kind: 'declined', day, reason: 'done' })).toMatch(
      /^digest 2026-11-30: skipped: .*already sent/,
    );
    expect(outcomeLine({ kind: 'declined', day, reason: 'in-flight' })).toMatch(/skipped: another run/);
  });
});
