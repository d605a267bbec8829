import { paths } from '../../../config/paths';
import type { DocumentSummary } from '@app/shared';
import { languageName } from '@app/shared/constants/language-names';
import { swissDay } from '@app/shared/format/due-day';
import { memo } from 'react';
import { Link } from 'react-router';

/** One library card; memoised, so a longer list renders only its new cards. */
export const DocumentCard = memo(function DocumentCard({ doc }: { doc: DocumentSummary }) {
  return (
    <Link className="item-card" to={paths.documents.preview(doc.id_)}>
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
    </Link>
  );
});
