import { type DragEvent, memo, type PointerEvent, useCallback, useRef, useSyncExternalStore } from 'react';
import { EditorRowItem, type RowCommands, type RowFieldRef } from './editor-row';
import { StaticRowItem } from './editor-static-row';
import type { RowStore } from './row-store';
import type { FocusRequest } from './use-row-commands';
import { useNearViewport } from './use-near-viewport';

/** The row commands, and focusing a field (which may first have to come into the page). */
type EditorCommands = RowCommands & { focus: (request: FocusRequest) => void };

const DRAG_TYPE = 'application/x-lernset-zeile';
/**
 * Rows per block. Only blocks near the window have fields (each live row costs every keystroke
 * some layout and paint); the others show their rows as text, and the browser skips their layout
 * and paint (content-visibility).
 */
const CHUNK = 10;
/** A set this small has fields in every row: the cost per keystroke is small, and nothing changes while scrolling. */
const ALL_LIVE_UP_TO = 50;

interface EditorRowListProps {
  store: RowStore;
  keys: readonly string[];
  commands: EditorCommands;
  /** Drops a dragged row at `to` (its index after the move). */
  onDrop: (key: string, to: number) => void;
  /** The row (index) and field a failed save pointed at. */
  problem?: { row: number; field: string };
}

const rowElement = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('.editor-row') : null;

/** Above or below the middle of the row under the pointer. */
const dropsAfter = (row: HTMLElement, clientY: number) => {
  const box = row.getBoundingClientRect();
  return clientY > box.top + box.height / 2;
};

/**
 * Every row, all in the page (so Ctrl+F and screen readers find each one), in blocks of 25. A
 * keystroke renders its own row only (RowStore). Mouse drag and drop by each row's handle (HTML5,
 * one set of listeners on the list); the drop line is drawn by classes on the row, without a
 * render per pointer move.
 */
export function EditorRowList({ store, keys, commands, onDrop, problem }: EditorRowListProps) {
  const dragged = useRef<string | null>(null);
  const marked = useRef<HTMLElement | null>(null);

  const unmark = () => {
    marked.current?.classList.remove('drop-before', 'drop-after');
    marked.current = null;
  };

  const onDragStart = (event: DragEvent<HTMLDivElement>) => {
    const handle = event.target instanceof Element ? event.target.closest('.editor-drag') : null;
    const row = rowElement(handle);
    if (!handle || !row?.dataset.key) return;
    dragged.current = row.dataset.key;
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData(DRAG_TYPE, row.dataset.key);
    event.dataTransfer.setDragImage(row, 16, 16);
    row.classList.add('dragging');
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    const row = rowElement(event.target);
    if (!dragged.current || !row) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    const after = dropsAfter(row, event.clientY);
    if (marked.current !== row) unmark();
    row.classList.toggle('drop-after', after);
    row.classList.toggle('drop-before', !after);
    marked.current = row;
  };

  const onDropRow = (event: DragEvent<HTMLDivElement>) => {
    const row = rowElement(event.target);
    const key = dragged.current;
    unmark();
    if (!key || !row?.dataset.key) return;
    event.preventDefault();
    const from = keys.indexOf(key);
    let to = keys.indexOf(row.dataset.key) + (dropsAfter(row, event.clientY) ? 1 : 0);
    if (from < to) to -= 1;
    onDrop(key, to);
  };

  const onDragEnd = (event: DragEvent<HTMLDivElement>) => {
    unmark();
    dragged.current = null;
    event.currentTarget.querySelector('.editor-row.dragging')?.classList.remove('dragging');
  };

  const starts: number[] = [];
  for (let start = 0; start < keys.length; start += CHUNK) starts.push(start);
  return (
    <div
      role="list"
      className="editor-rows"
      aria-label="Übungen"
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDrop={onDropRow}
      onDragEnd={onDragEnd}
    >
      {starts.map((start) => {
        const end = Math.min(start + CHUNK, keys.length);
        const inChunk = problem && problem.row >= start && problem.row < end;
        return (
          <EditorChunk
            key={start}
            store={store}
            keys={keys.slice(start, end)}
            start={start}
            holdsLast={end === keys.length}
            allLive={keys.length <= ALL_LIVE_UP_TO}
            commands={commands}
            problemRow={inChunk ? problem.row : undefined}
            problemField={inChunk ? problem.field : undefined}
          />
        );
      })}
    </div>
  );
}

interface EditorChunkProps {
  store: RowStore;
  keys: readonly string[];
  start: number;
  /** The chunk ends with the last row (whose "Nach unten" is disabled). */
  holdsLast: boolean;
  /** Fields in every row, near the window or not (a small set). */
  allLive: boolean;
  commands: EditorCommands;
  problemRow?: number;
  problemField?: string;
}

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((k, i) => k === b[i]);

/** A block renders again only when its rows come, go, move or get a problem, or it nears the window. */
const EditorChunk = memo(
  function EditorChunk(props: EditorChunkProps) {
    const { store, keys, start, holdsLast, allLive, commands, problemRow, problemField } = props;
    const ref = useRef<HTMLDivElement>(null);
    // The first blocks have their fields at once; the others get them as they near the window.
    const [near, wake] = useNearViewport(ref, start < 2 * CHUNK);
    const live = allLive || near;
    // A click on a row shown as text: its fields come, and the focus goes to the field clicked.
    const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const row = target?.closest<HTMLElement>('.editor-row');
      if (!row?.dataset.key || target?.closest('.editor-drag')) return;
      const field = target?.closest<HTMLElement>('[data-static-field]')?.dataset.staticField ?? 'question';
      wake();
      commands.focus({ key: row.dataset.key, at: { field: field as RowFieldRef['field'], alternative: 0 } });
    };
    return (
      <div ref={ref} className="editor-chunk" onPointerDown={live ? undefined : onPointerDown}>
        {keys.map((key, i) => (
          <StoredRow
            key={key}
            live={live}
            store={store}
            rowKey={key}
            index={start + i}
            isLast={holdsLast && i === keys.length - 1}
            commands={commands}
            invalidField={problemRow === start + i ? problemField : undefined}
          />
        ))}
      </div>
    );
  },
  (a, b) =>
    a.store === b.store &&
    a.start === b.start &&
    a.holdsLast === b.holdsLast &&
    a.allLive === b.allLive &&
    a.commands === b.commands &&
    a.problemRow === b.problemRow &&
    a.problemField === b.problemField &&
    sameKeys(a.keys, b.keys),
);

interface StoredRowProps {
  store: RowStore;
  rowKey: string;
  /** Fields, or (far from the window) text. */
  live: boolean;
  index: number;
  isLast: boolean;
  commands: EditorCommands;
  invalidField?: string;
}

/** One row, subscribed to its own entry in the store. */
const StoredRow = memo(function StoredRow({ store, rowKey, live, ...rest }: StoredRowProps) {
  const subscribe = useCallback((listener: () => void) => store.subscribeRow(rowKey, listener), [store, rowKey]);
  const row = useSyncExternalStore(subscribe, () => store.getRow(rowKey));
  if (!row) return null;
  return live ? <EditorRowItem row={row} {...rest} /> : <StaticRowItem row={row} index={rest.index} />;
});
