import { ANKI_TEXTS } from '@app/shared';
import { Decompress } from 'fzstd';
import { AnkiRefusal, type UnpackBudget } from './unpack-budget';

const ZSTD_MAGIC = 0xfd2fb528;

/**
 * The memory a zstd frame asks the decoder to set aside (its window, or its whole content when
 * the frame is one segment), read from the frame header (RFC 8878 §3.1.1.1). fzstd allocates that
 * before it decodes a byte, so a header asking for gigabytes is refused here first.
 * Hand-written because fzstd does not expose it (docs/decisions/0011-anki-packages.md).
 */
export function zstdFrameMemory(bytes: Uint8Array): number | undefined {
  if (bytes.length < 6) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== ZSTD_MAGIC) return undefined;
  const descriptor = bytes[4] as number;
  const singleSegment = (descriptor >> 5) & 1;
  if (!singleSegment) {
    const window = bytes[5] as number;
    const base = 2 ** (10 + (window >> 3));
    return base + (base / 8) * (window & 7);
  }
  const sizeFlag = descriptor >> 6;
  const dictionaryBytes = [0, 1, 2, 4][descriptor & 3] as number;
  const at = 5 + dictionaryBytes;
  const sizeBytes = [1, 2, 4, 8][sizeFlag] as number;
  if (bytes.length < at + sizeBytes) return undefined;
  if (sizeFlag === 0) return bytes[at] as number;
  if (sizeFlag === 1) return view.getUint16(at, true) + 256;
  if (sizeFlag === 2) return view.getUint32(at, true);
  return Number(view.getBigUint64(at, true));
}

/**
 * Decompresses zstd data (the collection, media list and pictures of a current Anki package),
 * counting every decoded block against the package's budget as it is produced.
 */
export function decompressZstd(bytes: Uint8Array, budget: UnpackBudget): Uint8Array {
  const memory = zstdFrameMemory(bytes);
  if (memory === undefined) throw new AnkiRefusal(ANKI_TEXTS.corrupt);
  budget.assertFits(memory);
  const chunks: Uint8Array[] = [];
  let length = 0;
  const decoder = new Decompress((chunk) => {
    budget.take(chunk.length);
    chunks.push(chunk);
    length += chunk.length;
  });
  try {
    decoder.push(bytes, true);
  } catch (error) {
    throw error instanceof AnkiRefusal ? error : new AnkiRefusal(ANKI_TEXTS.corrupt);
  }
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
