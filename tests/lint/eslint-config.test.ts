import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { boundaryZones } from '../../eslint/boundaries.js';

/** The repository's own config: the boundaries tested on a fixture tree in boundaries.test.ts, applied for real. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('eslint.config.js', () => {
  it('applies these boundaries to the repository, with its current feature folders', async () => {
    const real = new ESLint({ cwd: repoRoot });
    const client = (await real.calculateConfigForFile(
      path.join(repoRoot, 'src/client/features/mission/pages/mission-page.tsx'),
    )) as Linter.Config;
    const server = (await real.calculateConfigForFile(path.join(repoRoot, 'src/server/auth/auth.ts'))) as Linter.Config;

    expect(client.rules?.['import-x/no-restricted-paths']).toEqual([
      2,
      { basePath: repoRoot, zones: boundaryZones(repoRoot) },
    ]);
    expect(server.rules?.['import-x/no-restricted-paths']).toEqual([
      2,
      { basePath: repoRoot, zones: boundaryZones(repoRoot) },
    ]);
    for (const config of [client, server]) {
      expect(config.rules?.['import-x/no-cycle']).toEqual([2, expect.anything()]);
    }
    expect(client.rules?.['react-hooks/rules-of-hooks']).toEqual([2]);
    expect(client.rules?.['react-hooks/exhaustive-deps']).toEqual([2]);
    expect(client.rules?.['@typescript-eslint/consistent-type-imports']).toEqual([2, expect.anything()]);
    expect(client.rules?.['no-restricted-imports']).toEqual([2, expect.anything()]);
    expect(server.rules?.['no-restricted-imports']).toEqual([2, expect.anything()]);

    const zones = boundaryZones(repoRoot);
    expect(zones.some((z) => z.target === 'src/client/features/mission')).toBe(true);
    expect(zones.some((z) => z.target === 'src/server/features/mission')).toBe(true);
  });

  it("asks for 'import type' where every import is a type: the browser would still load the module", async () => {
    const real = new ESLint({ cwd: repoRoot });
    const file = path.join(repoRoot, 'src/client/features/mission/pages/mission-page.tsx');
    const lintImport = async (line: string) => {
      const [result] = await real.lintText(`${line}\nexport const unused: TMissionInput | null = null;\n`, {
        filePath: file,
      });
      return result!.messages.map((m) => m.ruleId);
    };
    expect(await lintImport("import { type TMissionInput } from '../../../../shared/mission';")).toContain(
      '@typescript-eslint/no-import-type-side-effects',
    );
    expect(await lintImport("import type { TMissionInput } from '../../../../shared/mission';")).not.toContain(
      '@typescript-eslint/no-import-type-side-effects',
    );
  });
});
