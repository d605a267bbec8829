/**
 * A kind of write the writer thread runs, declared by the module that owns it (answers, the
 * access log): its name, and for the compiler what is handed over and what comes back per item.
 * The thread's entry module (src/writer-worker.ts) gives each kind its writer.
 */
export interface WriterJob<Item, Result> {
  readonly kind: string;
  /** Never set: carries the item and result types. */
  readonly types?: (item: Item) => Result;
}

export function writerJob<Item, Result>(kind: string): WriterJob<Item, Result> {
  return { kind };
}

/** Writes the items of one kind handed over together; one result per item, in order. */
export type KindWriter<Item, Result> = (items: Item[]) => Promise<Result[]>;

/** The writers of every kind, by kind, on the thread's connection. */
export type KindWriters = Record<string, KindWriter<never, unknown>>;
