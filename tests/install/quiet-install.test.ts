import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/*
 * A newcomer's `npm install` on the oldest Node the README names prints nothing to wonder about: no
 * package demands a newer Node (EBADENGINE), and every install script is one the project allows.
 */
const root = join(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; hasInstallScript?: boolean; optional?: boolean }>;
};
const oldest = semver.minVersion(pkg.engines.node)?.version ?? '';
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('a fresh install', () => {
  it(`installs nothing that needs a Node newer than ${oldest}, the oldest the project supports`, () => {
    expect(oldest).toMatch(/^\d+\.\d+\.\d+$/);
    const tooNew = Object.entries(lock.packages).flatMap(([path, p]) => {
      const range = p.engines && !Array.isArray(p.engines) ? p.engines.node : undefined;
      return path && range && !semver.satisfies(oldest, range) ? [`${nameOf(path)} needs ${range}`] : [];
    });
    expect(tooNew).toEqual([]);
  });

  // `allowScripts` names each package's script as allowed (true) or refused (false, which npm then skips
  // without a warning): swagger-ui-dist's @scarf/scarf would report the install to an analytics service.
  it('runs only the install scripts the project allows, and decides on every one', () => {
    const unlisted = Object.entries(lock.packages)
      .filter(([path, p]) => path && p.hasInstallScript && typeof pkg.allowScripts?.[nameOf(path)] !== 'boolean')
      .map(([path]) => nameOf(path));
    expect(unlisted).toEqual([]);
    expect(pkg.allowScripts?.['@scarf/scarf']).toBe(false);
  });
});
