import { lazy, Suspense } from 'react';
import { useShellStatus } from '../../lib/pwa/shell-status';

/** Without its code (offline before the app was ever installed) the badge still says the one word. */
function OfflineOnly() {
  const { online } = useShellStatus();
  return online ? null : <p className="status-line offline">Offline</p>;
}
// Loaded only when there is something to show: pupils who never learn offline never fetch it.
const StatusBar = lazy(() => import('./status-bar').catch(() => ({ default: OfflineOnly })));

/**
 * The shell's status region: offline and waiting answers, a new version to load (issue #16). The
 * region itself is always there, so screen readers announce what appears in it.
 */
export function AppStatus() {
  const { online, updateReady, offlineData, answering } = useShellStatus();
  return (
    <div className="app-status" role="status">
      {!online || updateReady || offlineData || answering ? (
        <Suspense fallback={null}>
          <StatusBar />
        </Suspense>
      ) : null}
    </div>
  );
}
