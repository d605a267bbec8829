import { ITEM_DELETE_TEXTS } from '@app/shared/items/item-delete';
import type { Learnset } from '@app/shared/learnsets/api';
import { learnsetExportPath, type LearnsetExportFormat } from '@app/shared/learnsets/export-formats';
import CloudDownload from 'lucide-react/icons/cloud-download';
import Download from 'lucide-react/icons/download';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { Link, useNavigate } from 'react-router';
import { ItemDeleteAction } from '../../../../components/items/item-delete-action';
import { ActionMenu } from '../../../../components/ui/action-menu';
import { paths } from '../../../../config/paths';
import { deleteLearnset } from '../../api/delete-learnset';
import { OfflineSetButton } from '../../offline/offline-set-button';
import type { OfflineSets } from '../../offline/use-offline-sets';

const EXPORTS: ReadonlyArray<{ format: LearnsetExportFormat; label: string }> = [
  { format: 'json', label: 'Als JSON exportieren' },
  { format: 'csv', label: 'Als CSV exportieren' },
  { format: 'apkg', label: 'Als Anki-Paket exportieren' },
];

const ICON = { 'aria-hidden': true, size: 20, strokeWidth: 2.2 } as const;

interface SetActionsProps {
  learnset: Learnset;
  isOwner: boolean;
  offline: OfflineSets;
}

/**
 * Everything one can do with the set besides studying it, in one menu: its owner edits and
 * deletes it; everyone exports it in three formats and keeps it offline.
 */
export function SetActions({ learnset, isOwner, offline }: SetActionsProps) {
  const navigate = useNavigate();
  return (
    <ActionMenu label="Aktionen">
      {(close) => (
        <>
          {isOwner ? (
            <Link className="ui-menu-item" to={paths.learnsets.edit(learnset.id_)}>
              <Pencil {...ICON} />
              Bearbeiten
            </Link>
          ) : null}
          {EXPORTS.map(({ format, label }) => (
            <a
              key={format}
              className="ui-menu-item"
              href={learnsetExportPath(learnset, format)}
              download
              // After the download started: a link taken out of the page at once would not start it.
              onClick={() => window.setTimeout(close)}
            >
              <Download {...ICON} />
              {label}
            </a>
          ))}
          <OfflineSetButton
            ids={[learnset.id_]}
            offline={offline}
            className="ui-menu-item"
            icon={<CloudDownload {...ICON} />}
          />
          {isOwner ? (
            <>
              <div className="ui-menu-separator" />
              <ItemDeleteAction
                className="ui-menu-item ui-menu-danger"
                icon={<Trash2 {...ICON} />}
                question={ITEM_DELETE_TEXTS.learnsetQuestion(learnset.title)}
                remove={() => deleteLearnset(learnset.id_)}
                onDeleted={() => void navigate(paths.learnsets.list, { replace: true })}
              />
            </>
          ) : null}
        </>
      )}
    </ActionMenu>
  );
}
