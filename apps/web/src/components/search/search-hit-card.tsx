import type { SearchHit } from '@app/shared/library/search';
import { swissDay } from '@app/shared/format/due-day';
import { memo } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { FileThumb } from '../items/file-thumb';
import { SubjectChip } from '../ui/subject-chip';
import { Snippet } from './snippet';

const WHERE: Record<SearchHit['where'], string> = {
  title: 'im Titel',
  description: 'in der Beschreibung',
  meta: 'in den Angaben',
  text: 'im Text',
  card: 'in einer Karte',
};

/** One hit: a link to the document's or set's page, with what matched and where. */
export const SearchHitCard = memo(function SearchHitCard({ hit, level }: { hit: SearchHit; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const isDocument = hit.kind === 'document';
  const to = isDocument ? paths.documents.preview(hit.id) : paths.learnsets.preview(hit.id);
  return (
    <Link className="item-card search-hit item-card-with-thumb" to={to}>
      {isDocument ? <FileThumb extension={hit.extension} thumbnail={hit.thumbnail} title={hit.title} /> : null}
      <div className="item-card-text">
        <Heading>{hit.title}</Heading>
        <p className="search-hit-meta">
          <SubjectChip code={hit.subject} />
          <span>{isDocument ? `${hit.extension.toUpperCase()} · Dokument` : 'Lernset'}</span>
        </p>
        <p>
          Klasse {hit.class_} · {hit.owner_name} · {swissDay(hit.edited)}
        </p>
        <Snippet parts={hit.snippet} />
        <p className="search-hit-where">Gefunden {WHERE[hit.where]}</p>
      </div>
    </Link>
  );
});
