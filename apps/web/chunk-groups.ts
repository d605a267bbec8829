// How the build groups the code that is not the first page's (vite.config.ts), read at build time only.
import { LEARN_CHUNK } from '@app/shared/learnsets/learn-page';
import type { Rollup } from 'vite';

type ManualChunkMeta = Rollup.ManualChunkMeta;

/** Learn mode's page: its code beyond the first page's comes in two files instead of twenty. */
const LEARN_PAGE = '/src/features/learn/components/learn-page.tsx';
/**
 * The status bar, which every study screen loads at once so an answer given after the connection
 * dropped is counted (docs/decisions/0037): it comes with learn mode's code, not as two more files.
 */
const STATUS_BAR = '/src/components/layout/status-bar.tsx';
/**
 * What every study screen loads for a signed-in pupil besides its own code: the note that it opened
 * ('Weiterlernen') and the menu's due count. In learn mode's chunk too, rather than three more files.
 */
const WITH_EVERY_STUDY_SCREEN = ['/src/lib/study/record-study.tsx', '/src/components/layout/review-count.tsx'];

/**
 * The chunk names. The server finds learn mode's chunk by its name in the build manifest for the
 * learn page's `Link` header (both read `LEARN_CHUNK`).
 */
const CHUNK = { firstPage: 'index', learn: LEARN_CHUNK, queries: 'abfragen' } as const;

/** The modules `from` imports, directly or through others, leaving out dynamic imports. */
function staticGraph(from: string[], meta: ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of meta.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  for (const id of from) visit(id);
  return seen;
}

/**
 * Rollup's `manualChunks` for one build. Each chunk the installed app loads is a request through
 * the service worker, and each cost the page a millisecond or more of its main thread: learn
 * mode's first question waited for twenty small chunks shared in every combination with other
 * screens. Its code outside the first page goes into two: `CHUNK.queries` (the query library) and
 * `CHUNK.learn` (the page, the sets' loader, the components it shows); other screens that share
 * some of it load those two as well. The first page's own modules are named explicitly:
 * otherwise Rollup moves the ones learn mode also imports into learn mode's chunks, and the first
 * page would load them.
 */
export function chunkGroups(): (id: string, meta: ManualChunkMeta) => string | undefined {
  let groups: { firstPage: Set<string>; learnOnly: Set<string>; statusBar: Set<string> } | undefined;
  return (id, meta) => {
    if (!groups) {
      const ids = [...meta.getModuleIds()];
      const firstPage = staticGraph(
        ids.filter((m) => meta.getModuleInfo(m)?.isEntry),
        meta,
      );
      const learn = staticGraph(
        ids.filter((m) => m.endsWith(LEARN_PAGE)),
        meta,
      );
      const statusBar = staticGraph(
        ids.filter((m) => m.endsWith(STATUS_BAR) || WITH_EVERY_STUDY_SCREEN.some((root) => m.endsWith(root))),
        meta,
      );
      groups = {
        firstPage,
        learnOnly: new Set([...learn, ...statusBar].filter((m) => !firstPage.has(m))),
        statusBar,
      };
    }
    if (groups.firstPage.has(id)) return CHUNK.firstPage;
    if (!groups.learnOnly.has(id)) return undefined;
    // The status bar's own texts too (other screens that show them load learn mode's chunk already).
    if (groups.statusBar.has(id) && id.includes('/packages/shared/src/offline/')) return CHUNK.learn;
    if (id.includes('/node_modules/@tanstack/')) return CHUNK.queries;
    return id.includes('/apps/web/src/') && !id.includes('?') ? CHUNK.learn : undefined;
  };
}
