import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Each rule is proved by a planted import: the case fails with a rule that checks nothing (no TypeScript
// resolver, no .ts extensions for import-x) as much as with a missing rule.
const root = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });
type Hit = { ruleId: string | null; message: string };
const hits = async (code: string, filePath: string): Promise<Hit[]> =>
  (await eslint.lintText(code, { filePath }))[0].messages.map(({ ruleId, message }) => ({ ruleId, message }));
const rulesHit = async (code: string, filePath: string) => (await hits(code, filePath)).map((m) => m.ruleId);
const importing = (spec: string) => `import { x } from '${spec}';\nexport const y = x;\n`;
const importingType = (spec: string) => `import type { X } from '${spec}';\nexport type Y = X;\n`;
const restricted = (message: string) =>
  expect.objectContaining({
    ruleId: 'import-x/no-restricted-paths',
    message: expect.stringContaining(message),
  });

// Planted files on disk (the cycle needs both ends to exist); removed after the run.
const plantDirs: string[] = [];
const plant = (dir: string, files: Record<string, string>) => {
  const abs = join(root, dir);
  plantDirs.push(abs);
  mkdirSync(abs, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(abs, name), text);
  return Object.keys(files).map((name) => join(abs, name));
};
afterAll(() => {
  for (const dir of plantDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the layer rules', () => {
  it('refuse a route that imports the database schema or a database driver', async () => {
    expect(
      await rulesHit(
        "import { session } from '../../server/db/schema/auth';\nexport const s = session;\n",
        'app/routes/x.tsx',
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesHit("import { eq } from 'drizzle-orm';\nexport const e = eq;\n", 'app/routes/x.tsx'),
    ).toContain('no-restricted-imports');
  });

  it('refuse a provider, lib or db file that imports a domain module', async () => {
    const code = "import { readPick } from '../../modules/tickets/picks';\nexport const r = readPick;\n";
    expect(await rulesHit(code, 'server/providers/odds/x.ts')).toContain('import-x/no-restricted-paths');
    expect(await rulesHit(code, 'server/lib/sub/x.ts')).toContain('import-x/no-restricted-paths');
  });

  it('let a route load through a module and a module use a provider', async () => {
    expect(
      await rulesHit(
        "import { loadReportPreview } from '../../server/modules/reports/report-preview';\nexport const l = loadReportPreview;\n",
        'app/routes/x.tsx',
      ),
    ).toEqual([]);
    expect(
      await rulesHit(
        "import { chatJson } from '../../providers/ai/chat-completions';\nexport const c = chatJson;\n",
        'server/modules/tickets/x.ts',
      ),
    ).toEqual([]);
  });

  it('let screens take values only from server/common, and only types from the rest of the server', async () => {
    const feature = 'app/features/analysis/x.tsx';
    expect(
      await rulesHit(
        "import { listDashboard } from '../../../server/modules/reports/list-dashboard';\nexport const l = listDashboard;\n",
        feature,
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
    expect(
      await rulesHit(
        "import type { DashboardItem } from '../../../server/modules/reports/list-dashboard';\nexport type D = DashboardItem;\n",
        feature,
      ),
    ).toEqual([]);
    expect(
      await rulesHit(
        "import { CATEGORIES } from '../../../server/common/categories';\nexport const c = CATEGORIES;\n",
        feature,
      ),
    ).toEqual([]);
  });
});

describe('the server never imports the app', () => {
  it('refuses a server file, and a server test, that imports app/', async () => {
    const message =
      'server/ never imports app/: the app calls the server through loaders and /api, not the reverse.';
    expect(await hits(importing('../../app/lib/utils'), 'server/lib/x.ts')).toContainEqual(
      restricted(message),
    );
    expect(await hits(importing('../app/lib/translate'), 'server/x.test.ts')).toContainEqual(
      restricted(message),
    );
  });
});

describe('the module direction', () => {
  const belowReports =
    'tickets, analysis, uploads and accounts sit below reports, which orchestrates them: never import server/modules/reports.';

  it('refuses tickets, analysis, uploads and accounts importing reports, a type included', async () => {
    for (const module of ['tickets', 'analysis', 'uploads', 'accounts']) {
      const file = `server/modules/${module}/x.ts`;
      expect(await hits(importing('../reports/report-store'), file)).toContainEqual(restricted(belowReports));
      expect(await hits(importingType('../reports/pipeline'), file)).toContainEqual(restricted(belowReports));
    }
  });

  it('lets reports import the modules it orchestrates', async () => {
    for (const spec of ['../tickets/picks', '../analysis/enrich', '../uploads/upload-ledger'])
      expect(await rulesHit(importing(spec), 'server/modules/reports/x.ts')).toEqual([]);
  });

  it('lets the generator import billing and refuses billing importing the generator', async () => {
    expect(
      await rulesHit(importing('../billing/subscription-status'), 'server/modules/generator/x.ts'),
    ).toEqual([]);
    expect(await hits(importing('../generator/generator'), 'server/modules/billing/x.ts')).toContainEqual(
      restricted(
        'The generator may import billing, never the reverse: pass what billing needs in, or move it to billing.',
      ),
    );
  });

  it('holds without exceptions for the files that once took from reports and the generator', async () => {
    // Issue 29 moved the report's types to analysis, the guest identity to accounts and the sale check to
    // billing: the files that imported them from above are held to the rule like any other.
    for (const file of ['server/modules/analysis/enrich.ts', 'server/modules/analysis/analyse-ticket.ts'])
      expect(await hits(importingType('../reports/pipeline'), file)).toContainEqual(restricted(belowReports));
    expect(
      await hits(importing('../reports/report-store'), 'server/modules/uploads/routes.ts'),
    ).toContainEqual(restricted(belowReports));
    expect(
      await hits(importing('../generator/generator'), 'server/modules/billing/create-checkout.ts'),
    ).toContainEqual(expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' }));
  });
});

describe('the request context, auth and accounts', () => {
  it('refuses lib importing the request context or auth, the rate limit included', async () => {
    const below =
      'Providers, lib, db and common sit below the request context and auth: take what they need as parameters.';
    for (const file of ['server/lib/rate-limit.ts', 'server/lib/x.ts']) {
      expect(await hits(importingType('../context'), file)).toContainEqual(restricted(below));
      expect(await hits(importing('../auth/session'), file)).toContainEqual(restricted(below));
    }
  });

  it('refuses the context importing auth or accounts, and lets it take the analysis state', async () => {
    const file = 'server/context.ts';
    expect(await hits(importingType('./auth/auth'), file)).toContainEqual(
      restricted('server/context.ts sits below auth'),
    );
    expect(await hits(importingType('./modules/accounts/session-user'), file)).toContainEqual(
      restricted('server/context.ts sits below the modules'),
    );
    expect(await rulesHit(importingType('./modules/analysis/model/analysis-state'), file)).toEqual([]);
  });

  it('refuses accounts importing auth and auth importing reports, and lets each import what is below it', async () => {
    expect(
      await hits(importingType('../../auth/session'), 'server/modules/accounts/session-user.ts'),
    ).toContainEqual(restricted('accounts sits below auth'));
    expect(await hits(importing('../modules/reports/report-store'), 'server/auth/routes.ts')).toContainEqual(
      restricted('auth sits below reports'),
    );
    expect(await rulesHit(importingType('../../context'), 'server/modules/accounts/x.ts')).toEqual([]);
    expect(await rulesHit(importing('../modules/accounts/guest-identity'), 'server/auth/x.ts')).toEqual([]);
    expect(await rulesHit(importingType('../context'), 'server/auth/x.ts')).toEqual([]);
  });
});

describe('no import cycles', () => {
  it('finds a cycle between two TypeScript files, .ts and .tsx alike', async () => {
    const stamp = `${process.pid}-${Date.now()}`;
    const [a] = plant(`server/lib/.lint-probe-${stamp}`, {
      'a.ts': "import { b } from './b';\nexport const a = (): number => b() + 1;\n",
      'b.ts': "import { a } from './a';\nexport const b = (): number => a() - 1;\n",
    });
    const [c] = plant(`app/lib/.lint-probe-${stamp}`, {
      'c.tsx': "import { d } from './d';\nexport const c = (): number => d() + 1;\n",
      'd.tsx': "import { c } from './c';\nexport const d = (): number => c() - 1;\n",
    });
    for (const file of [a, c]) {
      const messages = (await eslint.lintFiles([file]))[0].messages;
      expect(messages).toContainEqual(
        expect.objectContaining({ ruleId: 'import-x/no-cycle', message: 'Dependency cycle detected' }),
      );
    }
  });

  it('does not call a one-way import a cycle', async () => {
    expect(await rulesHit(importing('../../common/lang'), 'server/modules/tickets/x.ts')).not.toContain(
      'import-x/no-cycle',
    );
  });
});
