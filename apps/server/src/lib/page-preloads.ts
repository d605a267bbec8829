import fs from 'node:fs';
import path from 'node:path';
import { LEARN_CHUNK } from '@app/shared/learnsets/learn-page';

/** One chunk of Vite's build manifest (`build.manifest`), keyed there by its source module. */
interface ManifestChunk {
  file: string;
  /** A chunk's own name, where the build names it (apps/web/chunk-groups.ts). */
  name?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** The query cache every screen loads with (app/routes.tsx). */
const LEARN_MODULES = ['src/lib/query.tsx'];

/**
 * The `Link` header of a learn page: the first page's code and everything learn mode imports (and
 * their styles), read from the web app's build manifest, so the browser fetches them at once
 * instead of after the first page's code has run. The first page's chunk comes first: the
 * browser opens a few connections per server and serves them in this order, and nothing runs
 * before that chunk. Undefined without a manifest.
 */
export function learnPagePreloads(webDist: string): string | undefined {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) return undefined;
  const learnChunk = Object.keys(manifest).filter((key) => manifest[key]?.name === LEARN_CHUNK);
  for (const key of [entry, ...learnChunk, ...LEARN_MODULES]) visit(key);
  return [
    ...[...styles].map((style) => `</${style}>; rel=preload; as=style`),
    ...[...scripts].map((script) => `</${script}>; rel=modulepreload`),
  ].join(', ');
}
