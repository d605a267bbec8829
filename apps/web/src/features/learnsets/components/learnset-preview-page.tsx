import { learnsetExportPath } from '@app/shared/learnsets/export-formats';
import { paths } from '../../../config/paths';
import { Loading } from '../../../components/loading';
import { languageName } from '@app/shared/constants/language-names';
import { swissDay } from '@app/shared/format/due-day';
import { DEFAULT_QUESTION_LANGUAGE } from '@app/shared/learnsets/direction';
import { ITEM_DELETE_TEXTS } from '@app/shared/items/item-delete';
import { Link, useNavigate, useParams } from 'react-router';
import { ItemDeleteAction } from '../../../components/items';
import { Alert } from '../../../components/alert/alert';
import { useAccount } from '../../../lib/boot-data';
import { deleteLearnset } from '../api/delete-learnset';
import { useLearnset } from '../api/get-learnset';
import { useSetProgress } from '../api/get-progress';
import { SetProgressView } from './set-progress';
import { CardLanguageProvider } from '../../../components/card-face/card-languages';
import { ExerciseCardList } from './exercise-card-list';
import { ExamDateForm } from './exam/exam-date-form';
import { OfflineSetButton, OfflineSetMessage } from '../offline/offline-set-button';
import { useOfflineSets } from '../offline/use-offline-sets';
import { STUDY_TARGETS } from './study-targets';
import { UploadNotice } from './upload-notice';
import '../learnsets.css';

/** /lernsets/vorschau/{id}: the set's details, export and edit links, and every exercise (SPEC §2). */
export default function LearnsetPreviewPage() {
  const { id = '' } = useParams();
  const account = useAccount();
  const navigate = useNavigate();
  const query = useLearnset(id);
  const progress = useSetProgress([id], !!account?.valid);
  const offline = useOfflineSets();

  if (query.isPending) return <Loading text="Das Lernset wird geladen..." />;
  if (query.isError) return <Alert>{query.error.message}</Alert>;
  const { learnset, exercises } = query.data;
  const isOwner = account?.info?.id_ === learnset.owner;
  return (
    <section className="learnset-preview">
      <h1>
        [{learnset.subject}] {learnset.title}
      </h1>
      <p className="learnset-meta">
        {learnset.size} {learnset.size === 1 ? 'Übung' : 'Übungen'} · bearbeitet {swissDay(learnset.edited)} · erstellt{' '}
        {swissDay(learnset.created)} · von {learnset.owner_name} · Klasse {learnset.class_} · Klassenstufe{' '}
        {learnset.grade} · Sprache {languageName(learnset.language)} · Sprache der Fragen{' '}
        {languageName(learnset.question_language ?? DEFAULT_QUESTION_LANGUAGE)}
      </p>
      <UploadNotice />
      <div className="learnset-actions">
        {STUDY_TARGETS.map(({ label, to }, i) => (
          <Link key={label} className={i === 0 ? 'button' : 'button secondary'} to={to([learnset.id_])}>
            {label}
          </Link>
        ))}
        <a className="button secondary" href={learnsetExportPath(learnset)} download>
          Exportieren
        </a>
        <a className="button secondary" href={learnsetExportPath(learnset, 'csv')} download>
          CSV herunterladen
        </a>
        <a className="button secondary" href={learnsetExportPath(learnset, 'apkg')} download>
          Anki-Paket herunterladen
        </a>
        {isOwner ? (
          <Link className="button secondary" to={paths.learnsets.edit(learnset.id_)}>
            Bearbeiten
          </Link>
        ) : null}
        <OfflineSetButton ids={[learnset.id_]} offline={offline} />
      </div>
      {isOwner ? (
        <ItemDeleteAction
          question={ITEM_DELETE_TEXTS.learnsetQuestion(learnset.title)}
          remove={() => deleteLearnset(learnset.id_)}
          onDeleted={() => void navigate(paths.learnsets.list, { replace: true })}
        />
      ) : null}
      <OfflineSetMessage offline={offline} />
      <p className="learnset-description">{learnset.description}</p>
      {progress.data?.[0] ? <SetProgressView progress={progress.data[0]} /> : null}
      {account?.valid ? <ExamDateForm setIds={[learnset.id_]} /> : null}
      <h2>Übungen</h2>
      {/* Each side's text carries its language (`lang`), for screen readers. */}
      <CardLanguageProvider learnsets={[learnset]}>
        <ExerciseCardList exercises={exercises} />
      </CardLanguageProvider>
    </section>
  );
}
