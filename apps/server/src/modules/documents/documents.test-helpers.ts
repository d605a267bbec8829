import { fieldParts, fileHeader, BOUNDARY } from '../../test/multipart-body';
import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';

/** Form fields of a valid upload, with the multipart names of SPEC §7. */
export const DOC_FIELDS = {
  title: 'Zellbiologie Übersicht',
  subject: 'BI',
  description: 'Mitose und Meiose im Vergleich',
  class: '5b',
  grade: '5',
  language: 'de',
} as const;

function crc32(buf: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buf) {
    let c = (crc ^ byte) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A valid 1×1 greyscale PNG. */
export function tinyPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small valid one-page PDF with the given text. */
export function tinyPdf(text = 'Hallo'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 24 Tf 40 70 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 24 Tf 40 70 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const ebml = (id: number[], data: Buffer) => Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);

/** One small sample per previewable kind (SPEC §9): file name, content, expected type. */
export const PREVIEWABLE_SAMPLES: Array<{ name: string; content: Buffer; mimetype: string; label: string }> = [
  { name: 'skript.pdf', content: tinyPdf(), mimetype: 'application/pdf', label: 'PDF' },
  { name: 'bild.png', content: tinyPng(), mimetype: 'image/png', label: 'PNG' },
  {
    name: 'foto.jpeg',
    content: Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9,
    ]),
    mimetype: 'image/jpeg',
    label: 'JPG',
  },
  {
    name: 'anim.gif',
    content: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
    mimetype: 'image/gif',
    label: 'GIF',
  },
  {
    name: 'bild.webp',
    content: Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([26, 0, 0, 0]),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(18),
    ]),
    mimetype: 'image/webp',
    label: 'WEBP',
  },
  {
    name: 'scan.tif',
    content: Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 0, 0]), Buffer.alloc(8)]),
    mimetype: 'image/tiff',
    label: 'TIFF',
  },
  {
    name: 'icon.ico',
    content: Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0]), Buffer.alloc(16)]),
    mimetype: 'image/x-icon',
    label: 'ICO',
  },
  {
    name: 'film.mp4',
    content: Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isomiso2'),
      Buffer.alloc(16),
    ]),
    mimetype: 'video/mp4',
    label: 'MP4',
  },
  {
    name: 'film.mpg',
    content: Buffer.concat([Buffer.from([0, 0, 1, 0xba, 0x44, 0, 4, 0, 4, 1, 1, 0x89, 0xc3, 0xf8]), Buffer.alloc(32)]),
    mimetype: 'video/mpeg',
    label: 'MPEG',
  },
  {
    name: 'clip.webm',
    content: Buffer.concat([
      ebml(
        [0x1a, 0x45, 0xdf, 0xa3],
        Buffer.concat([ebml([0x42, 0x86], Buffer.from([1])), ebml([0x42, 0x82], Buffer.from('webm'))]),
      ),
      Buffer.alloc(16),
    ]),
    mimetype: 'video/webm',
    label: 'WEBM',
  },
  { name: 'text.rtf', content: Buffer.from('{\\rtf1\\ansi Hallo}'), mimetype: 'application/rtf', label: 'RTF' },
  { name: 'daten.xml', content: Buffer.from('<?xml version="1.0"?><a/>'), mimetype: 'application/xml', label: 'XML' },
  { name: 'daten.json', content: Buffer.from('{"a": [1, 2]}'), mimetype: 'application/json', label: 'JSON' },
  { name: 'noten.csv', content: Buffer.from('Fach;Note\nMathematik;5.5\n'), mimetype: 'text/csv', label: 'CSV' },
  { name: 'notizen.txt', content: Buffer.from('Grüezi mitenand\n'), mimetype: 'text/plain', label: 'TXT' },
  {
    name: 'grafik.svg',
    content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    mimetype: 'image/svg+xml',
    label: 'SVG',
  },
];

export { type FilePart, multipartBody } from '../../test/multipart-body';

/**
 * A multipart body with a file of `size` bytes generated on the fly (no Content-Length: the
 * limit must be enforced while streaming). `sent()` tells how many file bytes were pulled.
 */
export function streamingMultipart(fields: Record<string, string>, name: string, size: number) {
  const chunk = Buffer.alloc(1024 * 1024, 0x41);
  let produced = 0;
  let stage = 0;
  const stream = new Readable({
    read() {
      if (stage === 0) {
        stage = 1;
        this.push(Buffer.from(fieldParts(fields) + fileHeader({ name, type: 'text/plain' })));
      } else if (produced < size) {
        const n = Math.min(chunk.length, size - produced);
        produced += n;
        this.push(n === chunk.length ? chunk : chunk.subarray(0, n));
      } else if (stage === 1) {
        stage = 2;
        this.push(Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
      } else this.push(null);
    },
  });
  return { stream, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, sent: () => produced };
}

/** A valid zip archive with one stored (uncompressed) entry. */
export function tinyZip(entry = 'notiz.txt', content = Buffer.from('Hallo')): Buffer {
  const name = Buffer.from(entry);
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(name.length, 28);
  const body = Buffer.concat([local, name, content]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(body.length, 16);
  return Buffer.concat([body, central, name, end]);
}
