import { splitLearnsetIds } from '@app/shared/learnsets/texts';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { Loading } from '../../../../components/loading';
import { SignInPrompt } from '../../../../components/sign-in-prompt';
import { paths } from '../../../../config/paths';
import { useAccount } from '../../../../lib/boot-data';
import { useLearnsets } from '../../api/get-learnsets';
import { ExamDateForm } from './exam-date-form';
import '../../../../components/study/study.css';
import '../../learnsets.css';

/** /lernsets/pruefung/{ids}: the exam date of a selection of sets, then off to learn for it. */
export default function ExamPage() {
  const { ids = '' } = useParams();
  const setIds = useMemo(() => splitLearnsetIds(ids), [ids]);
  const account = useAccount();
  const sets = useLearnsets();
  const titles = useMemo(() => {
    const chosen = new Set(setIds);
    return (sets.data?.learnsets ?? []).filter((set) => chosen.has(set.id_));
  }, [sets.data, setIds]);

  let body;
  if (account === null) body = <Loading />;
  else if (!account.valid)
    body = <SignInPrompt message="Sie müssen angemeldet sein, um ein Prüfungsdatum festzulegen." />;
  else {
    body = (
      <>
        <ul className="exam-sets" aria-label="Gewählte Lernsets">
          {titles.map((set) => (
            <li key={set.id_}>
              <Link to={paths.learnsets.preview(set.id_)}>
                [{set.subject}] {set.title}
              </Link>
            </li>
          ))}
        </ul>
        <ExamDateForm setIds={setIds} heading={false} />
        <p className="learnset-actions">
          <Link className="button" to={paths.learnsets.learn(setIds)}>
            Lernen
          </Link>
          <Link className="button secondary" to={paths.review}>
            Wiederholen
          </Link>
        </p>
      </>
    );
  }
  return (
    <section className="learn-page">
      <h1>Prüfungsdatum</h1>
      {body}
    </section>
  );
}
