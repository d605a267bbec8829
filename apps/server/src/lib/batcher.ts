/**
 * Gathers items that arrive together (within one turn of the event loop, or while the previous
 * batch is being handled) and handles them with one call; each caller gets its own result once
 * the batch is done. Answers are written this way (nothing is acknowledged before its batch's
 * transaction committed), and on PostgreSQL sessions are looked up this way: one round trip for
 * the requests of a moment instead of one each.
 */
export class Batcher<T, R> {
  private queue: Array<{ item: T; resolve: (result: R) => void; reject: (error: unknown) => void }> = [];
  private scheduled = false;
  private running = 0;

  /**
   * @param lanes batches handled at once: 1 waits for each batch before the next; a writer that
   *   queues batches itself (the answers' thread) takes each turn's items at once
   */
  constructor(
    private readonly write: (items: T[]) => Promise<R[]>,
    private readonly maxBatch = 500,
    private readonly lanes = 1,
  ) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.running >= this.lanes || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.queue.length > 0 && this.running < this.lanes) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.running++;
      // What arrived meanwhile is the next batch: started before this one's callers are answered,
      // so sending their replies overlaps the next batch's round trip instead of delaying it.
      const done = () => {
        this.running--;
        this.flush();
      };
      this.write(batch.map((entry) => entry.item)).then(
        (results) => {
          done();
          batch.forEach((entry, i) => entry.resolve(results[i] as R));
        },
        (error: unknown) => {
          done();
          batch.forEach((entry) => entry.reject(error));
        },
      );
    }
  }
}
