import sharp from 'sharp';
import type { DemoFile } from './pupil-client';
import { simplePdf } from './simple-pdf';

export type DemoDocumentKey = 'andorra' | 'powers' | 'parabola' | 'vocabulary';

/** A document of the class: the upload form's fields and how its file is made at run time. */
export interface DemoDocument {
  key: DemoDocumentKey;
  title: string;
  subject: string;
  description: string;
  language: string;
  file: () => Promise<DemoFile>;
}

const text = (name: string, content: string) => async (): Promise<DemoFile> => ({
  name,
  bytes: Buffer.from(content, 'utf8'),
});

const ANDORRA_NOTES = `# Andorra (Max Frisch) – Notizen zur Lektüre

## Figuren

- **Andri**: gilt als Jude, ist aber der Sohn des Lehrers und der Señora.
- **Der Lehrer (Can)**: hat die Lüge erfunden und schafft es nicht, sie aufzulösen.
- **Barblin**: Andris Halbschwester, die er heiraten möchte.
- **Der Pater**: will Andri annehmen, wie er ist, und legt ihn doch auf sein «Anderssein» fest.

## Themen

1. Vorurteil und Bildnis: «Du sollst dir kein Bildnis machen.»
2. Schuld: In den Zeugenszenen weist jede Figur die Schuld von sich.
3. Identität: Andri nimmt das Bild an, das die anderen von ihm haben.

## Für die Prüfung

Die Zeugenszenen zwischen den Bildern unterbrechen die Handlung (episches Theater).
`;

const VOCABULARY = `Deutsch;Englisch
die Umwelt;the environment
nachhaltig;sustainable
der Klimawandel;climate change
erneuerbare Energie;renewable energy
verschmutzen;to pollute
der Treibhauseffekt;the greenhouse effect
die Dürre;drought
wiederverwerten;to recycle
der Abfall;waste
die Artenvielfalt;biodiversity
`;

/** The normal parabola y = x² from x = -3 to 3, drawn as SVG and turned into a PNG by sharp. */
async function parabolaPng(): Promise<DemoFile> {
  const points = Array.from({ length: 61 }, (_, i) => {
    const x = -3 + i / 10;
    return `${(200 + x * 50).toFixed(1)},${(370 - x * x * 38).toFixed(1)}`;
  }).join(' ');
  const grid = Array.from({ length: 7 }, (_, i) => 50 + i * 50)
    .map((x) => `<line x1="${x}" y1="20" x2="${x}" y2="380" stroke="#d0d7de"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" fill="#ffffff"/>${grid}
    <line x1="20" y1="370" x2="380" y2="370" stroke="#1f2328" stroke-width="2"/>
    <line x1="200" y1="20" x2="200" y2="380" stroke="#1f2328" stroke-width="2"/>
    <polyline points="${points}" fill="none" stroke="#0b5cad" stroke-width="4"/>
  </svg>`;
  return { name: 'normalparabel.png', bytes: await sharp(Buffer.from(svg)).png().toBuffer() };
}

const POWER_RULES = async (): Promise<DemoFile> => ({
  name: 'potenzgesetze.pdf',
  bytes: simplePdf([
    { text: 'Potenzgesetze: Zusammenfassung', heading: true },
    { text: 'Für a, b ungleich 0 und ganze Zahlen m, n gilt:' },
    { text: '' },
    { text: '1. Gleiche Basis multiplizieren: a^m · a^n = a^(m+n)' },
    { text: '2. Gleiche Basis dividieren: a^m : a^n = a^(m-n)' },
    { text: '3. Potenz potenzieren: (a^m)^n = a^(m·n)' },
    { text: '4. Gleicher Exponent: a^n · b^n = (a·b)^n' },
    { text: '5. Null als Exponent: a^0 = 1' },
    { text: '6. Negativer Exponent: a^(-n) = 1 / a^n' },
    { text: '7. Bruch als Exponent: a^(1/n) ist die n-te Wurzel aus a' },
    { text: '' },
    { text: 'Beispiel: 2³ · 2² = 2^5 = 32' },
    { text: 'Klasse 5b, Mathematik. Die Prüfung ist in der übernächsten Woche.' },
  ]),
});

/** The class's documents: notes as Markdown (kept as text), a vocabulary table, a PDF and a picture. */
export const DEMO_DOCUMENTS: Readonly<Record<DemoDocumentKey, DemoDocument>> = {
  andorra: {
    key: 'andorra',
    title: 'Andorra: Notizen zur Lektüre',
    subject: 'DE',
    description: 'Figuren, Themen und was für die Prüfung wichtig ist, als Markdown-Datei.',
    language: 'de',
    file: text('andorra-notizen.md', ANDORRA_NOTES),
  },
  powers: {
    key: 'powers',
    title: 'Potenzgesetze: Zusammenfassung',
    subject: 'MA',
    description: 'Die sieben Potenzgesetze auf einer Seite, mit einem Beispiel.',
    language: 'de',
    file: POWER_RULES,
  },
  parabola: {
    key: 'parabola',
    title: 'Graph der Normalparabel',
    subject: 'MA',
    description: 'Die Normalparabel y = x² von x = -3 bis 3 mit Gitter, zum Ausdrucken.',
    language: 'de',
    file: parabolaPng,
  },
  vocabulary: {
    key: 'vocabulary',
    title: 'Vocabulary Unit 5: Environment',
    subject: 'EN',
    description: 'Die Wörter der Unit 5 als Tabelle, Deutsch und Englisch.',
    language: 'en',
    file: text('vocabulary-unit-5.csv', VOCABULARY),
  },
};
