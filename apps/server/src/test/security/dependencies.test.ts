import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../../..');

interface LockEntry {
  version?: string;
  dev?: boolean;
  deprecated?: string;
}

/**
 * Production packages the lockfile marks deprecated. npm writes the registry's deprecation note
 * into package-lock.json at install time, so this needs no network inside `npm test`.
 */
export function deprecatedInLock(lock: { packages?: Record<string, LockEntry> }): string[] {
  return Object.entries(lock.packages ?? {})
    .filter(([where, entry]) => where.includes('node_modules/') && !entry.dev && entry.deprecated)
    .map(
      ([where, entry]) =>
        `${where.slice(where.lastIndexOf('node_modules/') + 13)}@${entry.version}: ${entry.deprecated}`,
    );
}

describe('production dependencies', () => {
  it('recognises a deprecated production package and ignores a deprecated dev-only one', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/request': { version: '2.88.2', deprecated: 'request has been deprecated' },
        'node_modules/old-dev-tool': { version: '1.0.0', dev: true, deprecated: 'gone' },
        'node_modules/fine': { version: '3.0.0' },
      },
    };
    expect(deprecatedInLock(lock)).toEqual(['request@2.88.2: request has been deprecated']);
  });

  it('contain no version the lockfile marks deprecated', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
    expect(Object.keys(lock.packages ?? {}).length).toBeGreaterThan(50);
    expect(deprecatedInLock(lock)).toEqual([]);
  });
});
