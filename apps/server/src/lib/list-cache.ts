import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Precompressed } from './precompressed';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A large list reply (a library of 5,000 items), serialised and compressed once per change
 * instead of once per request. Each request costs one tiny aggregate query (`version`); a change
 * anywhere, also by another instance, gives a new version and one rebuild, shared by the requests
 * that arrive meanwhile. Send the result with `sendPrecompressed`.
 */
export class ListCache {
  private current: { version: string; body: Precompressed } | null = null;
  private pending: { version: string; body: Promise<Precompressed> } | null = null;

  constructor(
    private readonly version: () => Promise<string>,
    private readonly render: () => Promise<string>,
  ) {}

  async get(): Promise<Precompressed> {
    const version = await this.version();
    if (this.current?.version === version) return this.current.body;
    if (this.pending?.version === version) return this.pending.body;
    const pending = { version, body: this.build() };
    this.pending = pending;
    try {
      const built = await pending.body;
      this.current = { version, body: built };
      return built;
    } finally {
      if (this.pending === pending) this.pending = null;
    }
  }

  private async build(): Promise<Precompressed> {
    const raw = Buffer.from(await this.render());
    // Moderate levels: a rebuild after each change must stay fast; zlib runs off the main thread.
    const [br, gz] = await Promise.all([
      brotliAsync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }),
      gzipAsync(raw, { level: 6 }),
    ]);
    // From the content: an unchanged list keeps its ETag across rebuilds and instances.
    const etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"`;
    return { raw, br, gzip: gz, etag };
  }
}
