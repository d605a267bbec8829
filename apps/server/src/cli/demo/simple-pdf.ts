/** A line of the page: a heading (bold, larger) or body text. */
export interface PdfLine {
  text: string;
  heading?: boolean;
}

const A4 = { width: 595, height: 842 };
const MARGIN = 56;

/**
 * Text for a PDF string in WinAnsi, whose Latin-1 part holds ä, ö, ü, é, à, ç, ², ·: parentheses
 * and backslashes escaped. Other characters (dashes, arrows) would come out wrong, so they are refused.
 */
function pdfString(text: string): string {
  if (/[^\x20-\xff]/.test(text)) throw new Error(`Nur Latin-1 im PDF: ${text}`);
  return text.replace(/[\\()]/g, (ch) => `\\${ch}`);
}

/**
 * A one-page A4 PDF of text lines in Helvetica, written out by hand: the repository has no PDF
 * library, and a page of text is five objects and a cross-reference table. Lines must fit the
 * page; nothing wraps.
 */
export function simplePdf(lines: readonly PdfLine[]): Buffer {
  let y = A4.height - MARGIN;
  const drawn = lines.map((line) => {
    const size = line.heading ? 20 : 13;
    y -= line.heading ? 30 : 20;
    return `BT /${line.heading ? 'F2' : 'F1'} ${size} Tf ${MARGIN} ${y} Td (${pdfString(line.text)}) Tj ET`;
  });
  const content = drawn.join('\n');
  const font = (name: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    font('Helvetica'),
    font('Helvetica-Bold'),
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
