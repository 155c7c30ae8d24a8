// @vitest-environment node
// The architecture rules lint enforces (eslint.config.js, and dpdm in `npm run lint:cycles`) fail on what they
// are there to catch: a back-pointing import between layers or entries, and an import cycle (type imports too).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The rule ids and messages ESLint reports for `code` as if it were the file at `file`. */
async function lint(file, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('lint keeps the arrows one way', () => {
  it.each([
    [
      'src/app/main.tsx',
      "import { adminRouteObjects } from './admin/routes';",
      'never imports the back office',
    ],
    [
      'src/lib/paths.ts',
      "import { adminRouteObjects } from '@/app/admin/routes';",
      'never imports the back office',
    ],
    [
      'src/pages/admin/DashboardPage.tsx',
      "import { whenInteractive } from '@/lib/before-start';",
      'does not need',
    ],
    ['src/app/admin/routes.tsx', "import { AppRoutes } from '../routes';", 'does not need'],
    [
      'src/pages/site/HomePage.tsx',
      "import { pageLoaders } from '@/app/routes';",
      'Pages do not import src/app',
    ],
    ['src/components/ui/button.tsx', "import { SiteLayout } from '@/layouts/SiteLayout';", 'sit below'],
    ['src/data/repos/blog-posts.ts', "import { notify } from '@/features/blog';", 'imports no UI'],
  ])(
    '%s: %s is refused',
    async (file, statement, expected) => {
      const messages = await lint(
        file,
        `${statement}\nexport const used = [${statement.match(/\{ (\w+) \}/)[1]}];\n`,
      );
      expect(messages.join('\n')).toContain(expected);
      // The first file loads the parser and the resolver, which reads tsconfig.json.
    },
    120_000,
  );

  it('lets the same kind of import through where it points the right way', async () => {
    const messages = await lint(
      'src/app/admin/routes.tsx',
      "import { adminPaths } from '@/lib/admin-paths';\nexport const used = [adminPaths];\n",
    );
    expect(messages.filter((message) => message.startsWith('import-x/no-restricted-paths'))).toEqual([]);
  });
});

describe('npm run lint:cycles', () => {
  /** Runs the script's dpdm with its options over `files` instead of its globs; resolves or rejects as it exits. */
  async function dpdm(files) {
    const { scripts } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
    const args = scripts['lint:cycles']
      .replace(/^dpdm /, '')
      .replace(/"(src|scripts|e2e)\/[^"]+"/g, '')
      .split(/\s+/)
      .filter(Boolean);
    return promisify(execFile)(join(root, 'node_modules/.bin/dpdm'), [...args, ...files], { cwd: root });
  }

  let dir;
  let aliased;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cycle-'));
    // A cycle made only of type imports.
    await writeFile(join(dir, 'a.ts'), "import type { B } from './b';\nexport interface A { b?: B }\n");
    await writeFile(join(dir, 'b.ts'), "import type { A } from './a';\nexport interface B { a?: A }\n");
    // A cycle through the '@/' alias (tsconfig.json's paths), so inside src/; a dot folder no glob matches.
    aliased = await mkdtemp(join(root, 'src', '.cycle-'));
    const alias = `@/${aliased.split('/').at(-1)}`;
    await writeFile(join(aliased, 'a.ts'), `import { b } from '${alias}/b';\nexport const a = () => b;\n`);
    await writeFile(join(aliased, 'b.ts'), `import { a } from '${alias}/a';\nexport const b = () => a;\n`);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(aliased, { recursive: true, force: true });
  });

  it('fails on a cycle of type imports', async () => {
    await expect(dpdm([join(dir, '*.ts')])).rejects.toMatchObject({ code: 1 });
  });

  it("fails on a cycle through the '@/' alias", async () => {
    await expect(dpdm([join(aliased, '*.ts')])).rejects.toMatchObject({ code: 1 });
  });

  it('passes files without a cycle', async () => {
    await expect(dpdm(['src/data/constants.ts'])).resolves.toBeDefined();
  });
});
