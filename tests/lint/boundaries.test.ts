import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundaryConfigs } from '../../eslint/boundaries.js';

/**
 * A miniature of the real layout. Import targets must exist on disk because the rules resolve
 * every specifier (the `@/` alias through this tree's own tsconfig) before judging it.
 */
const tree: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      paths: { '@/*': ['./src/client/*'] },
    },
    include: ['src'],
  }),
  'src/shared/mission.ts': 'export const MISSION_LIMIT = 3;\n',
  'src/server/db/client.ts': 'export const db = {};\n',
  // The infrastructure zone lists what is on disk, as it does for the real tree at each run.
  'src/server/auth/auth.ts': 'export const auth = {};\n',
  'src/server/jobs/handlers.ts': 'export const handlers = [];\n',
  'src/server/dashboard-sources.ts': 'export const sources = [];\n',
  'src/server/app.ts': 'export const app = {};\n',
  'src/server/ai/generate.ts': 'export const generate = () => null;\n',
  'src/server/ai/engine.test.ts': 'export const t = 1;\n',
  'src/server/runtime.ts': 'export const runtime = {};\n',
  'src/client/app/router.tsx': 'export const router = {};\n',
  'src/client/app/providers.tsx': 'export const Providers = () => null;\n',
  'src/client/lib/loading/lazy-named.ts': 'export const lazyNamed = () => null;\n',
  'src/client/config/tools.ts': 'export const TOOLS = [];\n',
  'src/client/lib/missions-query.ts': 'export const missionsQuery = {};\n',
  'src/client/components/layout/app-sidebar.tsx': 'export const AppSidebar = () => null;\n',
  'src/server/features/mission/mission.service.ts': 'export const listMissions = () => [];\n',
  'src/server/features/mission/testing.ts': 'export const MISSION_ANSWERS = {};\n',
  'src/server/features/mission/index.ts': "export { listMissions } from './mission.service';\n",
  'src/server/features/social-bios/social-bios.service.ts': 'export const listBios = () => [];\n',
  'src/client/lib/utils.ts': 'export const cn = (...c: string[]) => c.join(" ");\n',
  'src/client/components/ui/button.tsx': 'export const Button = () => null;\n',
  'src/client/config/paths.ts': 'export const paths = { mission: "/mission" };\n',
  'src/client/features/mission/api/get-missions.ts': 'export const getMissions = () => [];\n',
  'src/client/features/mission/pages/mission-page.tsx': 'export const MissionPage = () => null;\n',
  'src/client/features/mission/public/mission-card.ts':
    "export { MissionPage as MissionCard } from '../pages/mission-page';\n",
  'src/server/features/mission/public/missions.ts': "export { listMissions } from '../mission.service';\n",
  'src/client/features/social-bios/pages/social-bios-page.tsx': 'export const SocialBiosPage = () => null;\n',
  'src/server/quota/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;\n",
  'src/server/quota/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
  'src/client/lib/cycle-a.ts': "import { b } from '@/lib/cycle-b';\nexport const a = () => b;\n",
  'src/client/lib/cycle-b.ts': "import { a } from '@/lib/cycle-a';\nexport const b = () => a;\n",
  'src/server/quota/chain-a.ts': "import { b } from './chain-b';\nexport const a = () => b;\n",
  'src/server/quota/chain-b.ts': 'export const b = 1;\n',
};

let root: string;
let eslint: ESLint;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'brandforge-lint-'));
  for (const [file, text] of Object.entries(tree)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  // The fixture tree is not in the repo's tsconfig, so it is parsed without type information.
  const parser: Linter.Config = {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
  };
  eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: [parser, ...boundaryConfigs(root)] });
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

async function lint(file: string, code = fs.readFileSync(path.join(root, file), 'utf8')) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => ({ ruleId: m.ruleId, severity: m.severity, message: m.message }));
}

async function expectError(ruleId: string, file: string, code?: string) {
  const messages = await lint(file, code);
  expect(messages).toContainEqual(expect.objectContaining({ ruleId, severity: 2 }));
}

async function expectClean(file: string, code?: string) {
  expect(await lint(file, code)).toEqual([]);
}

describe('features never import each other', () => {
  const rule = 'import-x/no-restricted-paths';

  it('flags a client feature importing another through the @/ alias', async () => {
    await expectError(
      rule,
      'src/client/features/social-bios/components/bio-card.tsx',
      "import { getMissions } from '@/features/mission/api/get-missions';\nexport const x = getMissions;\n",
    );
  });

  it('flags a client feature importing another by a relative path, and re-exporting from it', async () => {
    await expectError(
      rule,
      'src/client/features/social-bios/components/bio-card.tsx',
      "import { getMissions } from '../../mission/api/get-missions';\nexport const x = getMissions;\n",
    );
    await expectError(
      rule,
      'src/client/features/social-bios/components/bio-card.tsx',
      "export { getMissions } from '@/features/mission/api/get-missions';\n",
    );
  });

  it('flags a server feature importing another, tests and testing helpers included', async () => {
    await expectError(
      rule,
      'src/server/features/social-bios/social-bios.service.ts',
      "import { listMissions } from '../mission/mission.service';\nexport const x = listMissions;\n",
    );
    await expectError(
      rule,
      'src/server/features/social-bios/social-bios.test.ts',
      "import { MISSION_ANSWERS } from '../mission/testing';\nexport const x = MISSION_ANSWERS;\n",
    );
  });

  it("lets a server feature call another feature's public index.ts, and nothing deeper", async () => {
    await expectClean(
      'src/server/features/social-bios/social-bios.service.ts',
      "import { listMissions } from '../mission';\nexport const x = listMissions;\n",
    );
    await expectError(
      rule,
      'src/server/features/social-bios/social-bios.service.ts',
      "import { MISSION_ANSWERS } from '../mission/testing';\nexport const x = MISSION_ANSWERS;\n",
    );
  });

  it("lets a client feature import another's public/ entries, and the server keep to index.ts", async () => {
    await expectClean(
      'src/client/features/social-bios/pages/social-bios-page.tsx',
      "import { MissionCard } from '@/features/mission/public/mission-card';\nexport const x = MissionCard;\n",
    );
    await expectError(
      rule,
      'src/client/features/social-bios/pages/social-bios-page.tsx',
      "import { getMissions } from '@/features/mission/api/get-missions';\nexport const x = getMissions;\n",
    );
    await expectError(
      rule,
      'src/server/features/social-bios/social-bios.service.ts',
      "import { listMissions } from '../mission/public/missions';\nexport const x = listMissions;\n",
    );
  });

  it('lets a feature import its own files, shared code and infrastructure', async () => {
    await expectClean(
      'src/client/features/mission/components/mission-card.tsx',
      [
        "import { getMissions } from '@/features/mission/api/get-missions';",
        "import { MissionPage } from '../pages/mission-page';",
        "import { Button } from '@/components/ui/button';",
        "import { cn } from '@/lib/utils';",
        "import { MISSION_LIMIT } from '../../../../shared/mission';",
        'export const x = [getMissions, MissionPage, Button, cn, MISSION_LIMIT];',
        '',
      ].join('\n'),
    );
    await expectClean(
      'src/server/features/mission/mission.test.ts',
      [
        "import { listMissions } from './mission.service';",
        "import { MISSION_ANSWERS } from './testing';",
        "import { db } from '../../db/client';",
        "import { MISSION_LIMIT } from '../../../shared/mission';",
        'export const x = [listMissions, MISSION_ANSWERS, db, MISSION_LIMIT];',
        '',
      ].join('\n'),
    );
  });
});

describe('infrastructure never imports features', () => {
  const rule = 'import-x/no-restricted-paths';

  it.each([
    ['src/server/auth/auth.ts', "import { listMissions } from '../features/mission/mission.service';"],
    ['src/server/jobs/handlers.ts', "import { listMissions } from '../features/mission/mission.service';"],
    ['src/server/dashboard-sources.ts', "import { listMissions } from './features/mission/mission.service';"],
    [
      'src/client/components/layout/app-sidebar.tsx',
      "import { getMissions } from '@/features/mission/api/get-missions';",
    ],
    ['src/client/lib/missions-query.ts', "import { getMissions } from '../features/mission/api/get-missions';"],
    ['src/client/config/paths.ts', "import { getMissions } from '@/features/mission/api/get-missions';"],
  ])('flags %s', async (file, code) => {
    await expectError(rule, file, `${code}\nexport const x = 1;\n`);
  });

  it('lets a test of infrastructure drive it with a real feature, but not the infrastructure itself', async () => {
    const code =
      "import { listBios } from '../features/social-bios/social-bios.service';\nexport const x = listBios;\n";
    await expectClean('src/server/ai/engine.test.ts', code);
    await expectError(rule, 'src/server/ai/generate.ts', code);
  });

  it('flags a type-only import and a dynamic import() outside the composition roots', async () => {
    await expectError(
      rule,
      'src/client/lib/missions-query.ts',
      "import type { getMissions } from '@/features/mission/api/get-missions';\nexport type X = typeof getMissions;\n",
    );
    await expectError(
      rule,
      'src/client/components/layout/app-sidebar.tsx',
      "export const page = () => import('@/features/mission/pages/mission-page');\n",
    );
  });

  it.each([
    ['src/server/app.ts', "import { listMissions } from './features/mission/mission.service';"],
    ['src/server/runtime.ts', "import { listBios } from './features/social-bios/social-bios.service';"],
    [
      'src/server/features/index.ts',
      "import { listMissions } from './mission/mission.service';\nimport { listBios } from './social-bios/social-bios.service';\nexport const all = [listMissions, listBios];",
    ],
    ['src/client/app/router.tsx', "import { MissionPage } from '@/features/mission/pages/mission-page';"],
    ['src/client/config/tools.ts', "export const page = () => import('@/features/mission/pages/mission-page');"],
    ['src/client/lib/missions-query.ts', "import { paths } from '@/config/paths';\nimport { cn } from './utils';"],
  ])('lets %s import what it needs', async (file, code) => {
    await expectClean(file, `${code}\nexport const x = 1;\n`);
  });
});

describe('components and lib import neither the app nor a feature', () => {
  const rule = 'import-x/no-restricted-paths';

  it.each([
    ['src/client/components/ui/button.tsx', "import { router } from '@/app/router';"],
    ['src/client/components/layout/app-sidebar.tsx', "import { Providers } from '../../app/providers';"],
    ['src/client/lib/utils.ts', "export { router } from '@/app/router';"],
    ['src/client/lib/missions-query.ts', "import type { router } from '../app/router';"],
  ])('flags %s importing the composition root', async (file, code) => {
    await expectError(rule, file, `${code}\nexport const x = 1;\n`);
  });

  it('flags their tests too, importing a feature or the app', async () => {
    await expectError(
      rule,
      'src/client/components/layout/app-sidebar.test.tsx',
      "import { MissionPage } from '@/features/mission/pages/mission-page';\nexport const x = MissionPage;\n",
    );
    await expectError(
      rule,
      'src/client/lib/missions-query.test.ts',
      "import { router } from '@/app/router';\nexport const x = router;\n",
    );
  });

  it('lets them import each other, config and shared code, and the app import them', async () => {
    await expectClean(
      'src/client/components/layout/app-sidebar.tsx',
      [
        "import { lazyNamed } from '@/lib/loading/lazy-named';",
        "import { Button } from '../ui/button';",
        "import { TOOLS } from '@/config/tools';",
        "import { paths } from '@/config/paths';",
        "import { MISSION_LIMIT } from '../../../shared/mission';",
        'export const x = [lazyNamed, Button, TOOLS, paths, MISSION_LIMIT];',
        '',
      ].join('\n'),
    );
    await expectClean(
      'src/client/app/providers.tsx',
      "import { lazyNamed } from '@/lib/loading/lazy-named';\nimport { Button } from '@/components/ui/button';\nexport const x = [lazyNamed, Button];\n",
    );
  });
});

describe('import cycles', () => {
  it('flags two modules importing each other', async () => {
    await expectError('import-x/no-cycle', 'src/server/quota/cycle-a.ts');
    await expectError('import-x/no-cycle', 'src/client/lib/cycle-a.ts');
  });

  it('leaves a one-way chain alone', async () => {
    await expectClean('src/server/quota/chain-a.ts');
  });
});

describe('React hooks', () => {
  const file = 'src/client/features/mission/components/counter.tsx';
  const imports = "import { useEffect, useState } from 'react';\n";

  it('flags a hook called conditionally', async () => {
    await expectError(
      'react-hooks/rules-of-hooks',
      file,
      `${imports}export function Counter({ on }: { on: boolean }) {\n  if (on) useState(0);\n  useEffect(() => {}, []);\n  return null;\n}\n`,
    );
  });

  it('flags an effect with a missing dependency as an error', async () => {
    await expectError(
      'react-hooks/exhaustive-deps',
      file,
      `${imports}export function Counter({ step }: { step: number }) {\n  const [n, setN] = useState(0);\n  useEffect(() => setN(n + step), [n]);\n  return n;\n}\n`,
    );
  });

  it('accepts hooks used by the rules', async () => {
    await expectClean(
      file,
      `${imports}export function Counter({ step }: { step: number }) {\n  const [n, setN] = useState(0);\n  useEffect(() => setN((m) => m + step), [step]);\n  return n;\n}\n`,
    );
  });

  it('applies to client code only', async () => {
    await expectClean(
      'src/server/quota/use-thing.ts',
      'export function build(on: boolean) {\n  if (on) useThing();\n}\nfunction useThing() {}\n',
    );
  });
});

describe('layer boundaries', () => {
  it('flags shared importing server code, and the server importing client code', async () => {
    await expectError(
      'no-restricted-imports',
      'src/shared/profile.ts',
      "import { db } from '../server/db/client';\nexport const x = db;\n",
    );
    await expectError(
      'no-restricted-imports',
      'src/server/quota/ui.ts',
      "import { cn } from '../../client/lib/utils';\nexport const x = cn;\n",
    );
    await expectError(
      'no-restricted-imports',
      'src/server/quota/ui.ts',
      "import { cn } from '@/lib/utils';\nexport const x = cn;\n",
    );
  });

  it("lets the server use a package's own client (an SDK's), which is not the app's client code", async () => {
    await expectClean(
      'src/server/quota/sdk.ts',
      "import { Client } from '@modelcontextprotocol/sdk/client/index.js';\nexport const x = Client;\n",
    );
  });
});
