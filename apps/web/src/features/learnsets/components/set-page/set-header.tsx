import { languageName } from '@app/shared/constants/language-names';
import { swissDay } from '@app/shared/format/due-day';
import type { Learnset } from '@app/shared/learnsets/api';
import { DEFAULT_QUESTION_LANGUAGE } from '@app/shared/learnsets/direction';
import type { ReactNode } from 'react';
import { SubjectChip } from '../../../../components/ui/subject-chip';

interface SetHeaderProps {
  learnset: Learnset;
  /** The pupil's mastery ring; nothing for visitors. */
  mastery?: ReactNode;
  /** The actions' menu button. */
  actions: ReactNode;
}

/**
 * The set's subject, title and a line on its size, owner and class; the rest of what is known
 * about it behind 'Weitere Angaben'. The menu sits top right, after the title in reading order.
 */
export function SetHeader({ learnset, mastery, actions }: SetHeaderProps) {
  const details: ReadonlyArray<[string, string]> = [
    ['Bearbeitet', swissDay(learnset.edited)],
    ['Erstellt', swissDay(learnset.created)],
    ['Klassenstufe', learnset.grade],
    ['Sprache', languageName(learnset.language)],
    ['Sprache der Fragen', languageName(learnset.question_language ?? DEFAULT_QUESTION_LANGUAGE)],
  ];
  return (
    <header className={mastery ? 'set-header with-mastery' : 'set-header'}>
      <div className="set-subject">
        <SubjectChip code={learnset.subject} />
      </div>
      <h1 className="set-title">{learnset.title}</h1>
      <p className="set-meta">
        {learnset.size} {learnset.size === 1 ? 'Übung' : 'Übungen'} · von {learnset.owner_name} · Klasse{' '}
        {learnset.class_}
      </p>
      <details className="set-details">
        <summary>Weitere Angaben</summary>
        <dl>
          {details.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      {mastery ? <div className="set-mastery">{mastery}</div> : null}
      <div className="set-actions">{actions}</div>
    </header>
  );
}
