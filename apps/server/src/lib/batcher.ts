/**
 * Gathers items that arrive together (within one turn of the event loop, or while the previous
 * batch is being handled) and handles them with one call; each caller gets its own result once
 * the batch is done. Answers are written this way (nothing is acknowledged before its batch's
 * transaction committed), and on PostgreSQL sessions are looked up this way: one round trip for
 * the requests of a moment instead of one each.
 */
export class Batcher<T, R> {
  private queue: Array<{ item: T; resolve: (result: R) => void; reject: (error: unknown) => void }> = [];
  private running = false;

  constructor(
    private readonly write: (items: T[]) => Promise<R[]>,
    private readonly maxBatch = 500,
  ) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.running) {
        this.running = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        const results = await this.write(batch.map((entry) => entry.item));
        batch.forEach((entry, i) => entry.resolve(results[i] as R));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    this.running = false;
  }
}
