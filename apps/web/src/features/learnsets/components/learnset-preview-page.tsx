import { useParams } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { CardLanguageProvider } from '../../../components/card-face/card-languages';
import { Loading } from '../../../components/loading';
import { Card } from '../../../components/ui/card';
import { useAccount } from '../../../lib/boot-data';
import { useReviewSummary } from '../../../lib/review-summary';
import { useLearnset } from '../api/get-learnset';
import { useSetProgress } from '../api/get-progress';
import { OfflineSetMessage } from '../offline/offline-set-button';
import { useOfflineSets } from '../offline/use-offline-sets';
import { ExamDateForm } from './exam/exam-date-form';
import { ExerciseCardList } from './exercise-card-list';
import { SetActions } from './set-page/set-actions';
import { SetHeader } from './set-page/set-header';
import { SetMastery } from './set-page/set-mastery';
import { StudyModeTiles } from './set-page/study-mode-tiles';
import { SetProgressView } from './set-progress';
import { UploadNotice } from './upload-notice';
import '../learnsets.css';
import './set-page/set-page.css';

/**
 * /lernsets/vorschau/{id}, the set's page (SPEC §2): its subject and title, the pupil's mastery,
 * the study modes as tiles, the actions in one menu, the coming week and the exam date, and every
 * exercise as a card.
 */
export default function LearnsetPreviewPage() {
  const { id = '' } = useParams();
  const account = useAccount();
  const signedIn = !!account?.valid;
  const query = useLearnset(id);
  const progress = useSetProgress([id], signedIn);
  const due = useReviewSummary(signedIn ? (account?.info?.id_ ?? null) : null)?.due;
  const offline = useOfflineSets();

  if (query.isPending) return <Loading text="Das Lernset wird geladen..." />;
  if (query.isError) return <Alert>{query.error.message}</Alert>;
  const { learnset, exercises } = query.data;
  const isOwner = account?.info?.id_ === learnset.owner;
  const mine = progress.data?.[0];
  const size = exercises.length;
  return (
    <article className="set-page">
      <SetHeader
        learnset={learnset}
        mastery={
          signedIn && (progress.isPending || mine?.mastered !== undefined) ? (
            <SetMastery mastered={mine?.mastered} size={size} />
          ) : null
        }
        actions={<SetActions learnset={learnset} isOwner={isOwner} offline={offline} />}
      />
      <UploadNotice />
      <OfflineSetMessage offline={offline} />
      {learnset.description ? <p className="learnset-description">{learnset.description}</p> : null}
      <StudyModeTiles setId={learnset.id_} size={size} progress={mine} due={signedIn ? due : undefined} />
      {signedIn ? (
        <div className="set-plan">
          {mine ? (
            <Card>
              <SetProgressView progress={mine} />
            </Card>
          ) : null}
          <Card>
            <ExamDateForm setIds={[learnset.id_]} />
          </Card>
        </div>
      ) : null}
      <section className="set-exercises" aria-labelledby="set-exercises-title">
        <h2 id="set-exercises-title">Übungen</h2>
        {/* Each side's text carries its language (`lang`), for screen readers. */}
        <CardLanguageProvider learnsets={[learnset]}>
          <ExerciseCardList exercises={exercises} />
        </CardLanguageProvider>
      </section>
    </article>
  );
}
