import Download from 'lucide-react/icons/download';
import Inbox from 'lucide-react/icons/inbox';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ActionMenu } from '../../../components/ui/action-menu';
import { Card } from '../../../components/ui/card';
import { Celebration } from '../../../components/ui/celebration';
import { EmptyState } from '../../../components/ui/empty-state';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { ProgressRing } from '../../../components/ui/progress-ring';
import { STUDY_WAYS } from '../../../components/ui/study-modes';
import { SUBJECT_KINDS } from '../../../components/ui/subjects';
import { Switch } from '../../../components/ui/switch';
import { Toaster, ToastView, useToast } from '../../../components/ui/toast';

const CLOSE = 'Meldung schliessen';
const ICON = { 'aria-hidden': true, size: 20, strokeWidth: 2.2 } as const;

/** Every component in its states: switches, progress, a menu, the empty state, messages, the celebration. */
export function DesignComponents() {
  const [reminder, setReminder] = useState(true);
  const [sounds, setSounds] = useState(false);
  const [celebrating, setCelebrating] = useState(false);
  const toast = useToast();
  const celebrated = useCallback(() => setCelebrating(false), []);
  return (
    <section className="design-section" aria-labelledby="design-components">
      <h2 id="design-components">Bausteine</h2>
      <div className="design-grid">
        <Card as="section">
          <h3>Schalter</h3>
          <div className="design-stack">
            <Switch
              label="Tägliche Erinnerung"
              description="Eine E-Mail, wenn Karten fällig sind"
              checked={reminder}
              onChange={setReminder}
            />
            <Switch label="Töne beim Antworten" checked={sounds} onChange={setSounds} />
            <Switch
              label="Rangliste zeigen"
              description="Für die ganze Klasse sichtbar"
              checked={false}
              onChange={() => {}}
              busy
              busyText="Wird gespeichert …"
            />
          </div>
        </Card>
        <Card as="section">
          <h3>Fortschritt</h3>
          <div className="design-stack">
            <ProgressBar value={0} label="Neue Karten" valueText="0 von 20" showLabel />
            <ProgressBar value={0.4} label="Gelernte Karten" showLabel tint={STUDY_WAYS.learn} />
            <ProgressBar value={1} label="Test bestanden" showLabel tint={STUDY_WAYS.test} />
          </div>
          <div className="design-rings">
            <ProgressRing value={0} label="Geschichte" showLabel tint={SUBJECT_KINDS.history} size={5} />
            <ProgressRing value={0.4} label="Englisch" showLabel tint={SUBJECT_KINDS.english} size={5} />
            <ProgressRing value={1} label="Biologie" showLabel tint={SUBJECT_KINDS.biology} size={5} />
          </div>
        </Card>
        <Card as="section">
          <h3>Meldungen</h3>
          <div className="design-stack">
            <ToastView
              toast={{ id: 1, message: 'Die Einstellung ist gespeichert.', tone: 'success' }}
              closeLabel={CLOSE}
            />
            <ToastView toast={{ id: 2, message: 'Drei Karten sind heute fällig.', tone: 'info' }} closeLabel={CLOSE} />
            <ToastView
              toast={{ id: 3, message: 'Keine Verbindung: Ihre Antworten werden später gesendet.', tone: 'error' }}
              closeLabel={CLOSE}
            />
          </div>
          <button type="button" onClick={() => toast.show('Die Einstellung ist gespeichert.', 'success')}>
            Meldung zeigen
          </button>
        </Card>
        <Card as="section">
          <h3>Menü</h3>
          <p>Aktionen hinter einem Knopf: Pfeiltasten, Pos1 und Ende wählen aus, Escape schliesst.</p>
          <ActionMenu label="Aktionen">
            {(close) => (
              <>
                <button type="button" className="ui-menu-item" onClick={close}>
                  <Pencil {...ICON} />
                  Bearbeiten
                </button>
                <button type="button" className="ui-menu-item" onClick={close}>
                  <Download {...ICON} />
                  Exportieren
                </button>
                <div className="ui-menu-separator" />
                <button type="button" className="ui-menu-item ui-menu-danger" onClick={close}>
                  <Trash2 {...ICON} />
                  Löschen
                </button>
              </>
            )}
          </ActionMenu>
        </Card>
        <Card as="section" tint={STUDY_WAYS.review} className="design-celebration">
          <h3>Feiern</h3>
          <p>Ein kurzer Konfetti-Moment, wenn eine Runde geschafft ist. Bei weniger Bewegung entfällt er.</p>
          <button
            type="button"
            onClick={() => {
              setCelebrating(true);
              toast.show('Geschafft! Alle Karten dieser Runde sitzen.', 'success');
            }}
          >
            Feier zeigen
          </button>
          {celebrating && <Celebration onDone={celebrated} />}
        </Card>
      </div>
      <EmptyState
        Icon={Inbox}
        title="Noch keine Lernsets"
        text="Erstellen Sie Ihr erstes Lernset oder suchen Sie eines Ihrer Klasse."
        level={3}
        action={
          <Link className="button" to={paths.learnsets.upload}>
            Lernset erstellen
          </Link>
        }
      />
      <Toaster closeLabel={CLOSE} />
    </section>
  );
}
