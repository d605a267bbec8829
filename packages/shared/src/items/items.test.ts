import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, matchesFilter } from './filter';
import { sanitizeFileName } from './file-name';
import { ItemFieldsSchema } from './item-form';

describe('sanitizeFileName', () => {
  it.each([
    ['Übungen zur Bruchrechnung', 'pdf', 'Uebungen_zur_Bruchrechnung.pdf'],
    ['Größe & Maß', 'PDF', 'Groesse___Mass.pdf'],
    ['Crème brûlée à la française', 'txt', 'Creme_brulee_a_la_francaise.txt'],
    ['Øresund/Ålesund', 'png', 'Oresund_Alesund.png'],
    ['../../etc/passwd', 'json', '__.._etc_passwd.json'],
    ['a\u0000b', 'pdf', 'a_b.pdf'],
    ['Kapitel 1.2-3', 'docx', 'Kapitel_1.2-3.docx'],
    ['日本語', 'pdf', '___.pdf'],
  ])('%s (.%s) → %s', (title, ext, expected) => {
    expect(sanitizeFileName(title, ext)).toBe(expected);
  });
});

describe('matchesFilter', () => {
  const item = {
    title: 'Zellbiologie',
    description: 'Mitose und Meiose',
    class_: '5b',
    grade: '5',
    subject: 'BI',
    language: 'de',
    owner_name: 'Anna Muster',
    created: '2026-03-01_10-00-00',
    edited: '2026-04-02_08-30-00',
  };
  it('matches everything with empty filters', () => {
    expect(matchesFilter(item, EMPTY_FILTER)).toBe(true);
  });
  it.each([
    [{ text: 'Meiose' }, true],
    [{ text: 'meiose' }, false],
    [{ class_: '5' }, true],
    [{ grade: '4' }, false],
    [{ subject: 'BI' }, true],
    [{ language: 'en' }, false],
    [{ creator: 'Muster' }, true],
    [{ createdAfter: '2026-03-01' }, true],
    [{ createdAfter: '2026-03-02' }, false],
    [{ createdBefore: '2026-03-01' }, true],
    [{ editedBefore: '2026-04-01' }, false],
    [{ editedAfter: '2026-04-02' }, true],
  ])('%o → %s', (change, expected) => {
    expect(matchesFilter(item, { ...EMPTY_FILTER, ...change })).toBe(expected);
  });
});

describe('ItemFieldsSchema', () => {
  const valid = {
    title: 'Zellbiologie',
    subject: 'BI',
    description: 'Mitose',
    class: '5b',
    grade: '5',
    language: 'de',
  };
  it.each([
    [{ title: '' }, 'Der Titel ist ein Pflichtfeld'],
    [{ title: 'abc' }, 'Der Titel muss mindestens 4 Zeichen lang sein'],
    [{ title: 'x'.repeat(65) }, 'Der Titel darf maximal 64 Zeichen lang sein'],
    [{ subject: '' }, 'Das Fach ist ein Pflichtfeld'],
    [{ description: 'ab' }, 'Die Beschreibung muss mindestens 4 Zeichen lang sein'],
    [{ description: 'x'.repeat(4097) }, 'Die Beschreibung darf maximal 4096 Zeichen lang sein'],
    [{ class: 'a' }, 'Die Klasse oder Kursbezeichnung muss mindestens 2 Zeichen lang sein'],
    [{ class: 'x'.repeat(13) }, 'Die Klasse oder Kursbezeichnung darf maximal 12 Zeichen lang sein'],
    [{ grade: '' }, 'Die Klassenstufe ist ein Pflichtfeld'],
    [{ language: 'xx' }, 'Die Sprache ist ein Pflichtfeld'],
  ])('%o → %s', (change, message) => {
    const result = ItemFieldsSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
  it('accepts grade 7 and trims', () => {
    expect(ItemFieldsSchema.parse({ ...valid, grade: '7', title: '  Zellen  ' }).title).toBe('Zellen');
  });
});
