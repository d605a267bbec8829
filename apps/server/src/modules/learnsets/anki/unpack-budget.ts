import { ANKI_TEXTS, ANKI_UNPACK_LIMITS as L } from '@app/shared';

/** A package that is refused: the German message names what is wrong (and the note, if any). */
export class AnkiRefusal extends Error {}

/**
 * How many unpacked bytes one package may produce: a fixed cap, and for larger files a multiple
 * of the packed size. Every inflated or zstd-decompressed chunk is counted as it arrives, so an
 * archive that is out of proportion is stopped while it is being read, not after.
 */
export class UnpackBudget {
  private used = 0;
  readonly limit: number;

  constructor(packedBytes: number) {
    this.limit = Math.min(L.maxUnpackedBytes, Math.max(L.ratioFloorBytes, packedBytes * L.maxRatio));
  }

  get remaining(): number {
    return this.limit - this.used;
  }

  /** Counts `bytes` more; throws once the allowance is spent. */
  take(bytes: number): void {
    this.used += bytes;
    if (this.used > this.limit) throw new AnkiRefusal(ANKI_TEXTS.unpackedTooLarge);
  }

  /** Refuses up front what an entry declares it will need, before a byte is inflated. */
  assertFits(declaredBytes: number): void {
    if (declaredBytes > this.remaining) throw new AnkiRefusal(ANKI_TEXTS.unpackedTooLarge);
  }
}
