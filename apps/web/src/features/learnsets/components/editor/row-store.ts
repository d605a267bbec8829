import { type EditorRow, type RowAction, rowsReducer } from './editor-rows';

type Listener = () => void;

/** Actions that change which rows there are or their order; the others change one row. */
const STRUCTURAL = new Set<RowAction['type']>(['insert', 'remove', 'move', 'replaceAll']);

/**
 * The editor's rows outside React state: each row subscribes to its own key, the list only to
 * the order of keys. A keystroke changes one row and renders that row alone, not the list of
 * 2,000 (which would compare 2,000 memoised rows on every key).
 */
export class RowStore {
  private rows: EditorRow[];
  private keys: readonly string[];
  private byKey = new Map<string, EditorRow>();
  private readonly rowListeners = new Map<string, Set<Listener>>();
  private readonly orderListeners = new Set<Listener>();
  private readonly changeListeners = new Set<Listener>();

  constructor(rows: EditorRow[]) {
    this.rows = rows;
    this.keys = rows.map((row) => row.key);
    this.index();
  }

  /** Every row in order; a new array after each change. */
  getRows = (): EditorRow[] => this.rows;
  /** The keys in order; a new array only when rows come, go or move. */
  getKeys = (): readonly string[] => this.keys;
  getRow = (key: string): EditorRow | undefined => this.byKey.get(key);
  indexOf = (key: string): number => this.keys.indexOf(key);

  dispatch = (action: RowAction): void => {
    const before = this.rows;
    const next = rowsReducer(before, action);
    if (next === before) return;
    this.rows = next;
    const changed: string[] = [];
    if (STRUCTURAL.has(action.type)) {
      const old = this.byKey;
      this.keys = next.map((row) => row.key);
      this.index();
      for (const row of next) if (old.get(row.key) !== row) changed.push(row.key);
      for (const listener of [...this.orderListeners]) listener();
    } else if ('key' in action) {
      this.byKey.set(action.key, this.rows[this.indexOf(action.key)] as EditorRow);
      changed.push(action.key);
    }
    for (const key of changed) for (const listener of [...(this.rowListeners.get(key) ?? [])]) listener();
    for (const listener of [...this.changeListeners]) listener();
  };

  subscribeRow = (key: string, listener: Listener): (() => void) => {
    let set = this.rowListeners.get(key);
    if (!set) this.rowListeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.rowListeners.delete(key);
    };
  };

  subscribeOrder = (listener: Listener): (() => void) => this.subscribe(this.orderListeners, listener);
  /** Any change at all (the draft is written after them). */
  subscribeChange = (listener: Listener): (() => void) => this.subscribe(this.changeListeners, listener);

  private subscribe(set: Set<Listener>, listener: Listener): () => void {
    set.add(listener);
    return () => set.delete(listener);
  }

  private index(): void {
    this.byKey = new Map(this.rows.map((row) => [row.key, row]));
  }
}
