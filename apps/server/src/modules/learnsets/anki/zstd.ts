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
function zstdFrameMemory(bytes: Uint8Array): number | undefined {
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

const SKIPPABLE_MAGIC = 0x184d2a50;
const corrupt = () => new AnkiRefusal(ANKI_TEXTS.corrupt);

/**
 * The frames of zstd data, each as its bytes (RFC 8878 §3.1). `checkHeader` sees each frame's
 * start before its end is looked for (by walking its block headers), so a frame can be refused
 * before a byte of it is decoded. Skippable frames are left out. Hand-written because fzstd
 * decodes one frame after another without telling (docs/decisions/0011-anki-packages.md).
 */
export function* zstdFrames(bytes: Uint8Array, checkHeader: (frame: Uint8Array) => void): Generator<Uint8Array> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  while (at < bytes.length) {
    if (bytes.length - at < 8) throw corrupt();
    const magic = view.getUint32(at, true);
    if ((magic & 0xfffffff0) === SKIPPABLE_MAGIC) {
      at += 8 + view.getUint32(at + 4, true);
      continue;
    }
    if (magic !== ZSTD_MAGIC) throw corrupt();
    checkHeader(bytes.subarray(at));
    const descriptor = bytes[at + 4] as number;
    const singleSegment = (descriptor >> 5) & 1;
    const sizeFlag = descriptor >> 6;
    const headerBytes =
      5 +
      (singleSegment ? 0 : 1) +
      ([0, 1, 2, 4][descriptor & 3] as number) +
      (sizeFlag ? 1 << sizeFlag : singleSegment);
    let end = at + headerBytes;
    for (let last = 0; !last;) {
      if (end + 3 > bytes.length) throw corrupt();
      const block = (bytes[end] as number) | ((bytes[end + 1] as number) << 8) | ((bytes[end + 2] as number) << 16);
      last = block & 1;
      const type = (block >> 1) & 3;
      if (type === 3) throw corrupt();
      end += 3 + (type === 1 ? 1 : block >>> 3);
    }
    end += (descriptor >> 2) & 1 ? 4 : 0;
    if (end > bytes.length) throw corrupt();
    yield bytes.subarray(at, end);
    at = end;
  }
}

/**
 * Decompresses zstd data (the collection, media list and pictures of a current Anki package),
 * frame by frame: each frame's header is checked against the package's budget before fzstd sets
 * its memory aside (and all frames' memory together may not exceed the budget's limit), and every
 * decoded block is counted against the budget as it is produced.
 */
export function decompressZstd(bytes: Uint8Array, budget: UnpackBudget): Uint8Array {
  const chunks: Uint8Array[] = [];
  let length = 0;
  let reserved = 0;
  let frames = 0;
  try {
    const checkHeader = (frame: Uint8Array) => {
      frames++;
      const memory = zstdFrameMemory(frame);
      if (memory === undefined) throw corrupt();
      budget.assertFits(memory);
      reserved += memory;
      if (reserved > budget.limit) throw new AnkiRefusal(ANKI_TEXTS.unpackedTooLarge);
    };
    for (const frame of zstdFrames(bytes, checkHeader)) {
      const decoder = new Decompress((chunk) => {
        budget.take(chunk.length);
        chunks.push(chunk);
        length += chunk.length;
      });
      decoder.push(frame, true);
    }
  } catch (error) {
    throw error instanceof AnkiRefusal ? error : corrupt();
  }
  if (frames === 0) throw corrupt();
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
