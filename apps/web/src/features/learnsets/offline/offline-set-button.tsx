import { OFFLINE_TEXTS } from '@app/shared/offline/texts';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/alert/alert';
import type { OfflineSets } from './use-offline-sets';

interface OfflineSetButtonProps {
  ids: readonly string[];
  offline: OfflineSets;
  /** Pressed with nothing chosen (the list's selection). */
  onNone?: () => void;
  /** 'secondary' unless given (an item of a menu has its own). */
  className?: string;
  /** Before the label, e.g. in a menu. */
  icon?: ReactNode;
}

/**
 * "Offline verfügbar machen", or once every set is kept "Offline verfügbar ✓ (entfernen)", which
 * removes them again.
 */
export function OfflineSetButton({ ids, offline, onNone, className = 'secondary', icon }: OfflineSetButtonProps) {
  const kept = ids.length > 0 && ids.every((id) => offline.stored.has(id));
  const label = offline.busy ? OFFLINE_TEXTS.saving : kept ? OFFLINE_TEXTS.available : OFFLINE_TEXTS.makeAvailable;
  const onClick = () => {
    if (ids.length === 0) onNone?.();
    else if (kept) offline.remove(ids);
    else offline.save(ids);
  };
  return (
    <button type="button" className={className} disabled={offline.busy} onClick={onClick}>
      {icon}
      {label}
    </button>
  );
}

/** The outcome of keeping or removing, below the buttons. */
export function OfflineSetMessage({ offline }: { offline: OfflineSets }) {
  return offline.message ? <Alert kind={offline.message.kind}>{offline.message.text}</Alert> : null;
}
