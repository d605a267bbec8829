import { constants as zlibConstants, crc32, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';

/** Writes a PDF of numbered objects with a correct cross-reference table. */
function pdf(objects: Array<string | Buffer>): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n');
  parts.push(Buffer.from(`${xref}\n`, 'latin1'));
  return Buffer.concat(parts);
}

const escapePdf = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A text PDF as a word processor writes one: each page's lines in Helvetica (WinAnsi, so German
 * letters are real text), A4. Object 1 catalog, 2 pages, 3 font, then page and content pairs.
 */
export function textPdf(pages: string[][]): Buffer {
  const kids = pages.map((_, i) => `${4 + i * 2} 0 R`).join(' ');
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((lines, i) => {
    const stream = ['BT', '/F1 12 Tf', '14 TL', '56 780 Td', ...lines.map((l) => `(${escapePdf(l)}) '`), 'ET'].join(
      '\n',
    );
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
  });
  return pdf(objects);
}

/** A scanned page: a JPEG (as a scanner writes it) filling an A4 page, no text at all. */
export function scannedPdf(jpeg: Buffer, width: number, height: number): Buffer {
  const content = 'q 595 0 0 842 0 0 cm /Im1 Do Q';
  return pdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>',
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
        'latin1',
      ),
      jpeg,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]);
}

/** German sentences a teacher's worksheet holds: the OCR test looks for their words. */
export const GERMAN_PAGE = [
  'Arbeitsblatt Geografie',
  'Die Schweiz grenzt an Deutschland,',
  'Frankreich, Italien, Österreich',
  'und Liechtenstein.',
  'Übung: Welche Flüsse fließen',
  'durch Basel und Zürich?',
];

const escapeXml = (s: string) => s.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);

/** A page of German text as a scanner sees it (A4 at 150 dpi, grey): rendered from SVG by sharp. */
export async function germanScan(
  format: 'png' | 'jpeg' = 'png',
): Promise<{ bytes: Buffer; width: number; height: number }> {
  const width = 1240;
  const height = 1754;
  const lines = GERMAN_PAGE.map(
    (line, i) =>
      `<text x="120" y="${220 + i * 90}" font-family="DejaVu Sans" font-size="52" fill="#222">${escapeXml(line)}</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f7f7f4"/>${lines}</svg>`;
  const image = sharp(Buffer.from(svg)).toColourspace('b-w');
  const bytes = format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 85 }).toBuffer();
  return { bytes, width, height };
}

/** A zip archive written by hand, so an entry may declare another size than it inflates to. */
function zip(entries: Array<{ name: string; data: Buffer; size: number; crc: number }>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(entry.crc >>> 0, 16);
    dir.writeUInt32LE(entry.data.length, 20);
    dir.writeUInt32LE(entry.size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    central.push(dir, name);
    offset += local.length + name.length + entry.data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/**
 * A zip bomb dressed as a Word document: its word/document.xml inflates to `mebibytes` MiB of
 * spaces from about a thousandth of that (deflate at its best; its CRC is left 0: nothing may
 * read that far). The deflate stream is one
 * compressed MiB repeated (each flushed whole, so they join) and a final empty block: no
 * gigabyte is ever held in memory to make it. `declared`: the size its directory claims
 * ('honest', or 'small' for a bomb that lies).
 */
export function zipBombDocx(mebibytes: number, declared: 'honest' | 'small'): Buffer {
  const mib = Buffer.alloc(1024 * 1024, 0x20);
  const block = deflateRawSync(mib, { level: 9, finishFlush: zlibConstants.Z_FULL_FLUSH });
  const data = Buffer.concat([...Array.from({ length: mebibytes }, () => block), Buffer.from([0x03, 0x00])]);
  const size = declared === 'honest' ? Math.min(mebibytes * 1024 * 1024, 0xffffffff) : 2_000;
  const types = Buffer.from('<?xml version="1.0"?><Types/>');
  return zip([
    { name: '[Content_Types].xml', data: deflateRawSync(types), size: types.length, crc: crc32(types) },
    { name: 'word/document.xml', data, size, crc: 0 },
  ]);
}
