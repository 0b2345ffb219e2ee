import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The layer rules only hold if the linter resolves the project's extensionless imports: these cases fail
// with a rule that checks nothing (no TypeScript resolver) as much as with a missing rule.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
const rulesHit = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0].messages.map((m) => m.ruleId);

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
