import { displayDay } from '@app/shared/format/dates';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { useAccount } from '../../../lib/boot-data';
import { useLearnset } from '../api/get-learnset';
import { learnsetPaths } from '../paths';
import { ExerciseCardList } from './exercise-card-list';
import '../learnsets.css';

/** /lernsets/vorschau/{id}: the set's details, export and edit links, and every exercise (SPEC §2). */
export default function LearnsetPreviewPage() {
  const { id = '' } = useParams();
  const account = useAccount();
  const query = useLearnset(id);

  if (query.isPending) return <p className="loading">Das Lernset wird geladen...</p>;
  if (query.isError) return <Alert>{query.error.message}</Alert>;
  const { learnset, exercises } = query.data;
  const isOwner = account?.info?.id_ === learnset.owner;
  return (
    <section className="learnset-preview">
      <h1>
        [{learnset.subject}] {learnset.title}
      </h1>
      <p className="learnset-meta">
        {learnset.size} {learnset.size === 1 ? 'Übung' : 'Übungen'} · bearbeitet {displayDay(learnset.edited)} ·
        erstellt {displayDay(learnset.created)} · von {learnset.owner_name} · Klasse {learnset.class_} · Klassenstufe{' '}
        {learnset.grade} · Sprache {learnset.language}
      </p>
      <div className="learnset-actions">
        <Link className="button" to={learnsetPaths.learn([learnset.id_])}>
          Lernen
        </Link>
        <a className="button secondary" href={learnsetPaths.export(learnset)} download>
          Exportieren
        </a>
        {isOwner ? (
          <Link className="button secondary" to={learnsetPaths.edit(learnset.id_)}>
            Bearbeiten
          </Link>
        ) : null}
      </div>
      <p className="learnset-description">{learnset.description}</p>
      <h2>Übungen</h2>
      <ExerciseCardList exercises={exercises} />
    </section>
  );
}
