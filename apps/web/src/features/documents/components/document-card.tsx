import { paths } from '../../../config/paths';
import type { DocumentSummary } from '@app/shared';
import type { DocumentStats } from '@app/shared/library/stats';
import { languageName } from '@app/shared/constants/language-names';
import { swissDay } from '@app/shared/format/due-day';
import { memo } from 'react';
import { Link } from 'react-router';
import { FileThumb } from '../../../components/items/file-thumb';

/** One library card; memoised, so a longer list renders only its new cards. */
export const DocumentCard = memo(function DocumentCard({
  doc,
  stats,
}: {
  doc: DocumentSummary;
  stats?: DocumentStats;
}) {
  return (
    <Link className="item-card item-card-with-thumb" to={paths.documents.preview(doc.id_)}>
      <FileThumb extension={doc.extension} thumbnail={stats?.thumbnail} title={doc.title} />
      <div className="item-card-text">
        <h2>
          [{doc.subject}] {doc.title}
        </h2>
        <p>
          {doc.extension.toUpperCase()} · {doc.formated_size} · {doc.owner_name}
        </p>
        <p>
          Klasse {doc.class_} · Stufe {doc.grade} · Sprache {languageName(doc.language)}
        </p>
        <p>
          Bearbeitet {swissDay(doc.edited)} · Erstellt {swissDay(doc.created)}
        </p>
        {stats ? (
          <p className="item-stat">{stats.downloads === 1 ? '1 Download' : `${stats.downloads} Downloads`}</p>
        ) : null}
      </div>
    </Link>
  );
});
