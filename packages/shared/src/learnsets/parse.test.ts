import { describe, expect, it } from 'vitest';
import { LEARNSET_FILE_MESSAGES as M } from './file-messages';
import { jsonErrorLocation, learnsetFileFormat, parseLearnsetFile } from './parse';

const utf8 = (text: string) => new TextEncoder().encode(text);
const parse = (fileName: string, text: string, maxItems = 2000) => parseLearnsetFile(fileName, utf8(text), maxItems);
const errorOf = (fileName: string, text: string, maxItems = 2000) => {
  const result = parse(fileName, text, maxItems);
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.exercises)}`);
  return result.message;
};
const exercisesOf = (fileName: string, text: string) => {
  const result = parse(fileName, text);
  if (!result.ok) throw new Error(result.message);
  return result.exercises;
};
const json = (value: unknown) => JSON.stringify(value);

describe('file format by extension', () => {
  it.each([
    ['set.txt', 'txt'],
    ['SET.TXT', 'txt'],
    ['a.b.Json', 'json'],
    ['x.JSONL', 'jsonl'],
    ['Tabelle.CSV', 'csv'],
    ['quizlet.tsv', 'tsv'],
    ['Stapel.apkg', 'apkg'],
    ['Vokabeln.XLSX', 'xlsx'],
    ['vokabeln.ods', 'ods'],
    ['Sammlung.colpkg', 'colpkg'],
    ['collection.anki2', 'anki2'],
    ['collection.ANKI21', 'anki21'],
  ])('%s is read as %s', (name, format) => {
    expect(learnsetFileFormat(name)).toBe(format);
  });

  it.each(['set.xls', 'set', 'set.csv.bak', 'txt', '.jsonl.bak', 'set.numbers'])(
    'refuses %s and lists the formats',
    (name) => {
      expect(errorOf(name, 'a; b')).toBe(
        'Dieses Dateiformat wird nicht unterstützt. Lernsets können als .txt-, .json-, .jsonl-, .csv- oder .tsv-Datei, ' +
          'als Tabelle (.xlsx, .ods) oder als Anki-Datei (.apkg, .colpkg, .anki2) hochgeladen werden.',
      );
    },
  );

  it('leaves Anki packages to the server, which reads them with SQLite', () => {
    expect(errorOf('Stapel.apkg', 'PK')).toBe(M.unsupportedFormat);
  });
});

describe('decoding', () => {
  it('refuses bytes that are not UTF-8, e.g. a Latin-1 "Häuser"', () => {
    const latin1 = Uint8Array.from([0x48, 0xe4, 0x75, 0x73, 0x65, 0x72, 0x3b, 0x20, 0x61]);
    expect(parseLearnsetFile('set.txt', latin1, 10)).toEqual({
      ok: false,
      message: 'Die Datei ist nicht UTF-8-kodiert. Bitte speichern Sie sie als UTF-8 und laden Sie sie erneut hoch.',
    });
  });

  it('drops a leading BOM in every format', () => {
    expect(exercisesOf('a.txt', '\uFEFFFrage; Antwort')[0]?.question).toBe('Frage');
    expect(exercisesOf('a.json', `\uFEFF${json([{ question: 'Q', answer: 'A' }])}`)).toHaveLength(1);
    expect(exercisesOf('a.jsonl', `\uFEFF${json({ question: 'Q', answer: 'A' })}`)).toHaveLength(1);
  });

  it('accepts CRLF and CR line ends and counts lines as an editor does', () => {
    expect(exercisesOf('a.txt', 'a; 1\r\nb; 2\rc; 3\n').map((e) => e.answer)).toEqual(['1', '2', '3']);
    expect(errorOf('a.txt', 'a; 1\r\n\r\nkaputt')).toBe(`Zeile 3: ${M.txtMissingSeparator}`);
    expect(errorOf('a.jsonl', '{"question":"a","answer":"1"}\r\r{"question":"b"}')).toBe('Zeile 3: Die Antwort fehlt.');
  });
});

describe('.txt', () => {
  it('reads question, model answer and alternatives, trimming each field', () => {
    expect(exercisesOf('a.txt', '  Hund ;  dog; hound \n\nHaus; house\n')).toEqual([
      { question: 'Hund', answer: 'dog', answers: ['hound'], frequency: 1, auto_check: 0 },
      { question: 'Haus', answer: 'house', answers: [], frequency: 1, auto_check: 0 },
    ]);
  });

  it('keeps commas inside a field', () => {
    expect(exercisesOf('a.txt', 'Zahl?; 3,5; drei, fünf')[0]).toMatchObject({ answer: '3,5', answers: ['drei, fünf'] });
  });

  it('names the line of a missing separator or an empty field', () => {
    expect(errorOf('a.txt', 'a; b\nnur eine Frage')).toBe(
      'Zeile 2: Es fehlt das Semikolon zwischen Frage und Antwort (Frage; Antwort).',
    );
    expect(errorOf('a.txt', 'Frage;')).toBe('Zeile 1: Die Antwort ist leer.');
    expect(errorOf('a.txt', ' ; Antwort')).toBe('Zeile 1: Die Frage ist leer.');
    expect(errorOf('a.txt', 'a; b\n\na; b; c;  ; d')).toBe('Zeile 3: Die 2. alternative Antwort ist leer.');
    expect(errorOf('a.txt', 'a; b; c;')).toBe('Zeile 1: Die 2. alternative Antwort ist leer.');
  });

  it('caps field length and the number of alternatives', () => {
    expect(errorOf('a.txt', `${'x'.repeat(4097)}; a`)).toBe('Zeile 1: Die Frage ist länger als 4096 Zeichen.');
    expect(exercisesOf('a.txt', `${'x'.repeat(4096)}; a`)).toHaveLength(1);
    expect(errorOf('a.txt', `a; b; ${'c; '.repeat(64)}d`)).toBe(
      'Zeile 1: Es sind höchstens 64 alternative Antworten erlaubt.',
    );
    expect(exercisesOf('a.txt', `a; b${'; c'.repeat(64)}`)[0]?.answers).toHaveLength(64);
  });
});

describe('.json', () => {
  it('reads all fields and defaults missing or null frequency and auto_check', () => {
    const text = json([
      { question: 'Q1', answer: 'A1', answers: ['x, y', 'z'], frequency: 2.5, auto_check: 1 },
      { question: 'Q2', answer: 'A2' },
      { question: 'Q3', answer: 'A3', answers: null, frequency: null, auto_check: null, id_: 'old' },
    ]);
    expect(exercisesOf('a.json', text)).toEqual([
      { question: 'Q1', answer: 'A1', answers: ['x, y', 'z'], frequency: 2.5, auto_check: 1 },
      { question: 'Q2', answer: 'A2', answers: [], frequency: 1, auto_check: 0 },
      { question: 'Q3', answer: 'A3', answers: [], frequency: 1, auto_check: 0 },
    ]);
  });

  it('refuses a file that is not a list', () => {
    expect(errorOf('a.json', json({ question: 'Q', answer: 'A' }))).toBe(
      'Die JSON-Datei muss eine Liste von Übungen enthalten, also mit [ beginnen und mit ] enden.',
    );
  });

  it('names the line and column of a syntax error where the engine reports it', () => {
    const message = errorOf('a.json', '[\n  {"question": "Q", "answer": "A"}\n  {"question": "R"}\n]');
    expect(message).toMatch(/^Die Datei ist kein gültiges JSON( \(Zeile 3, Spalte \d+\))?\. Bitte prüfen Sie/);
  });

  it.each([
    [[{ question: 'Q', answer: 'A' }, 7], 'Eintrag 2: Der Eintrag muss ein Objekt mit "question" und "answer" sein.'],
    [[null], 'Eintrag 1: Der Eintrag muss ein Objekt mit "question" und "answer" sein.'],
    [[['Q', 'A']], 'Eintrag 1: Der Eintrag muss ein Objekt mit "question" und "answer" sein.'],
    [[{ answer: 'A' }], 'Eintrag 1: Die Frage fehlt.'],
    [[{ question: 3, answer: 'A' }], 'Eintrag 1: Die Frage muss ein Text sein.'],
    [[{}, {}, { question: 'Q', answer: ' ' }], 'Eintrag 1: Die Frage fehlt.'],
    [[{ question: 'Q', answer: 'A' }, {}, { question: 'Q', answer: ' ' }], 'Eintrag 2: Die Frage fehlt.'],
    [[{ question: 'Q', answer: '' }], 'Eintrag 1: Die Antwort ist leer.'],
    [[{ question: 'Q', answer: 'A', answers: 'B' }], 'Eintrag 1: ' + M.answersNotList],
    [[{ question: 'Q', answer: 'A', answers: ['B', 4] }], 'Eintrag 1: Die 2. alternative Antwort muss ein Text sein.'],
    [[{ question: 'Q', answer: 'A', answers: ['B', ''] }], 'Eintrag 1: Die 2. alternative Antwort ist leer.'],
    [[{ question: 'Q', answer: 'A', answers: ['y'.repeat(4097)] }], 'Eintrag 1: ' + M.alternativeTooLong(1)],
    [[{ question: 'Q', answer: 'A', frequency: 0 }], 'Eintrag 1: ' + M.frequencyInvalid],
    [[{ question: 'Q', answer: 'A', frequency: -1 }], 'Eintrag 1: ' + M.frequencyInvalid],
    [[{ question: 'Q', answer: 'A', frequency: '2' }], 'Eintrag 1: ' + M.frequencyInvalid],
    [[{ question: 'Q', answer: 'A', frequency: 1001 }], 'Eintrag 1: ' + M.frequencyInvalid],
    [[{ question: 'Q', answer: 'A', auto_check: 1.5 }], 'Eintrag 1: ' + M.autoCheckInvalid],
    [[{ question: 'Q', answer: 'A', auto_check: 2 ** 40 }], 'Eintrag 1: ' + M.autoCheckInvalid],
    [[{ question: 'Q', answer: 'A', auto_check: true }], 'Eintrag 1: ' + M.autoCheckInvalid],
  ])('%j → %s', (items, message) => {
    expect(errorOf('a.json', json(items))).toBe(message);
  });

  it('words the frequency and auto_check messages precisely', () => {
    expect(M.frequencyInvalid).toBe('Die Gewichtung muss eine Zahl grösser als 0 und höchstens 1000 sein.');
    expect(M.autoCheckInvalid).toBe(
      'Der Wert der automatischen Prüfung muss eine ganze Zahl zwischen -2147483648 und 2147483647 sein.',
    );
  });
});

describe('.jsonl', () => {
  it('reads one object per non-blank line', () => {
    const text = `${json({ question: 'Q1', answer: 'A1', answers: ['a; b'] })}\n\n${json({ question: 'Q2', answer: 'A2', frequency: 3 })}\n`;
    expect(exercisesOf('a.jsonl', text)).toEqual([
      { question: 'Q1', answer: 'A1', answers: ['a; b'], frequency: 1, auto_check: 0 },
      { question: 'Q2', answer: 'A2', answers: [], frequency: 3, auto_check: 0 },
    ]);
  });

  it('names the line of a syntax error or an invalid object', () => {
    expect(errorOf('a.jsonl', `${json({ question: 'Q', answer: 'A' })}\n{"question": "Q",`)).toBe(
      'Zeile 2: Diese Zeile ist kein gültiges JSON. Jede Zeile muss genau ein Objekt wie {"question": "…", "answer": "…"} enthalten.',
    );
    expect(errorOf('a.jsonl', '\n\n[1, 2]')).toBe(`Zeile 3: ${M.itemNotObject}`);
    expect(errorOf('a.jsonl', '{"question": "Q", "answer": "A", "frequency": 0}')).toBe(
      `Zeile 1: ${M.frequencyInvalid}`,
    );
  });
});

describe('item count', () => {
  it.each([
    ['a.txt', ''],
    ['a.txt', '\n  \r\n\t\n'],
    ['a.json', ''],
    ['a.json', '  []  '],
    ['a.jsonl', '\n\n'],
  ])('%s %j has no exercises', (name, text) => {
    expect(errorOf(name, text)).toBe('Die Datei enthält keine Übungen.');
  });

  it('allows exactly the plan limit and names the limit above it', () => {
    const txt = (n: number) => Array.from({ length: n }, (_, i) => `Frage ${i}; Antwort ${i}`).join('\n');
    expect(exercisesOf('a.txt', txt(3))).toHaveLength(3);
    expect(errorOf('a.txt', txt(4), 3)).toBe('Die Datei enthält 4 Übungen; mit Ihrem Abo sind höchstens 3 erlaubt.');
    expect(M.tooMany(2500, 2000)).toBe('Die Datei enthält 2500 Übungen; mit Ihrem Abo sind höchstens 2000 erlaubt.');
    const items = Array.from({ length: 5 }, () => ({ question: 'Q', answer: 'A' }));
    expect(errorOf('a.json', json(items), 4)).toBe(M.tooMany(5, 4));
    expect(errorOf('a.jsonl', items.map(json).join('\n'), 4)).toBe(M.tooMany(5, 4));
  });

  it('refuses an oversized file before looking at its items', () => {
    expect(errorOf('a.json', json([{}, {}, {}]), 2)).toBe(M.tooMany(3, 2));
  });
});

describe('jsonErrorLocation', () => {
  it('reads the Firefox and newer V8 wording', () => {
    const firefox = new SyntaxError(
      'JSON.parse: expected double-quoted property name at line 4 column 3 of the JSON data',
    );
    expect(jsonErrorLocation(firefox, '')).toEqual({ line: 4, column: 3 });
  });

  it('turns a V8 position into line and column', () => {
    expect(jsonErrorLocation(new SyntaxError('Unexpected token in JSON at position 7'), '[1,\r\n2,}')).toEqual({
      line: 2,
      column: 3,
    });
  });

  it('gives no location when the engine names none', () => {
    expect(jsonErrorLocation(new SyntaxError('JSON Parse error: Unexpected EOF'), '[')).toBeUndefined();
    expect(M.jsonSyntax()).toBe(
      'Die Datei ist kein gültiges JSON. Bitte prüfen Sie Klammern, Kommas und Anführungszeichen.',
    );
  });
});

describe('messages', () => {
  it('use Swiss spelling (no ß)', () => {
    const texts = Object.values(M).map((entry) =>
      typeof entry === 'function' ? entry(1 as never, 2 as never) : entry,
    );
    for (const text of texts) expect(text).not.toMatch(/ß/);
  });
});
