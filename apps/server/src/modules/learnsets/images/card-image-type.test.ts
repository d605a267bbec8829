import fs from 'node:fs';
import path from 'node:path';
import { CARD_IMAGE_TEXTS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { inspectCardImage } from './card-image-type';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));

describe('inspectCardImage', () => {
  it('tells PNG, JPEG and WebP with their size from the content', async () => {
    expect(await inspectCardImage(fixture('karte.png'))).toEqual({
      contentType: 'image/png',
      extension: 'png',
      width: 40,
      height: 30,
    });
    expect((await inspectCardImage(fixture('karte.jpg'))).contentType).toBe('image/jpeg');
    expect((await inspectCardImage(fixture('karte.webp'))).extension).toBe('webp');
  });

  it('refuses a header cut off inside a shared buffer instead of reading past it', async () => {
    // Small Buffers share Node's pool: the bytes after the cut belong to something else.
    const pooled = Buffer.concat([fixture('karte.png').subarray(0, 20)]);
    await expect(inspectCardImage(pooled)).rejects.toMatchObject({
      statusCode: 400,
      message: CARD_IMAGE_TEXTS.unreadable,
    });
  });
});
