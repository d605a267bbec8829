import { memo } from 'react';
import { EditorRowExtras } from './editor-row-extras';
import type { EditorRow } from './editor-rows';

/**
 * A row far from the window, as text: Ctrl+F finds it and screen readers read it, at a tenth of
 * the cost of its fields. Its block gets the fields (EditorRowItem) before it comes into view.
 */
export const StaticRowItem = memo(function StaticRowItem({ row, index }: { row: EditorRow; index: number }) {
  const where = `Zeile ${index + 1}`;
  return (
    <div role="listitem" className="editor-row editor-row-static" data-key={row.key} aria-label={where}>
      <span className="editor-drag" draggable="true" aria-hidden="true">
        ⠿
      </span>
      <span className="editor-row-number" aria-hidden="true">
        {index + 1}
      </span>
      <StaticField area="editor-question" label="Frage" field="question" value={row.question} />
      <StaticField area="editor-answer" label="Antwort" field="answer" value={row.answer} />
      <span className="editor-row-menu" />
      <EditorRowExtras row={row} />
    </div>
  );
});

function StaticField(props: { area: string; label: string; field: string; value: string }) {
  return (
    <div className={`editor-field ${props.area}`}>
      <span className="visually-hidden">{props.label}</span>
      <div className="editor-static-value" data-static-field={props.field}>
        {props.value}
      </div>
    </div>
  );
}
