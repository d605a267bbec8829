import { OFFLINE_TEXTS } from '@app/shared/offline/texts';
import { useAccount } from '../../lib/boot-data';
import { useAnswerQueue } from '../../lib/offline/answer-sync';
import { applyUpdate } from '../../lib/pwa/service-worker';
import { useShellStatus } from '../../lib/pwa/shell-status';
import './status-bar.css';

/**
 * Offline, how many answers wait for the connection (sent as soon as it returns), answers the
 * server refused, and "Eine neue Version ist verfügbar" with its reload button.
 */
export default function StatusBar() {
  const { online, updateReady } = useShellStatus();
  const account = useAccount();
  const queue = useAnswerQueue(account?.valid ? (account.info?.id_ ?? null) : null);
  const reachable = online && !queue.unreachable;
  const badge = OFFLINE_TEXTS.badge(reachable, queue.waiting);
  return (
    <>
      {badge ? <p className={reachable ? 'status-line' : 'status-line offline'}>{badge}</p> : null}
      {queue.dropped > 0 ? <p className="status-line">{OFFLINE_TEXTS.dropped(queue.dropped)}</p> : null}
      {updateReady ? (
        <p className="status-line update">
          <span>{OFFLINE_TEXTS.updateReady}</span>
          <button type="button" onClick={applyUpdate}>
            {OFFLINE_TEXTS.reload}
          </button>
        </p>
      ) : null}
    </>
  );
}
