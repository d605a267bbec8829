import { describe, expect, it } from 'vitest';
import { exportLearnset } from './export';
import { parseLearnsetFile } from './parse';

const reparse = (text: string) => parseLearnsetFile('export.json', new TextEncoder().encode(text), 10_000);

describe('exportLearnset', () => {
  it('round-trips text that other formats would mangle', () => {
    const exercises = [
      {
        question: 'Übersetzen Sie: «Grüsse aus Zürich»; bitte mit "Anführungszeichen"',
        answer: 'Greetings from Zurich, "quoted"',
        answers: ['Zeile 1\nZeile 2', 'a; b, c', 'Backslash \\ und Tab\tda', 'Emoji 🎓 und Ä Ö Ü ß'],
        frequency: 2.75,
        auto_check: 1,
      },
      { question: 'Kurz', answer: 'Ja', answers: [], frequency: 1, auto_check: 0 },
    ];
    expect(reparse(exportLearnset(exercises))).toEqual({ ok: true, exercises });
  });

  it('writes only the file fields, pretty-printed, with a final newline', () => {
    const row = { id_: 'e1', set_id: 's1', question: 'Q', answer: 'A', answers: ['B'], frequency: 1, auto_check: 0 };
    const text = exportLearnset([row]);
    expect(text).toBe(
      '[\n  {\n    "question": "Q",\n    "answer": "A",\n    "answers": [\n      "B"\n    ],\n' +
        '    "frequency": 1,\n    "auto_check": 0\n  }\n]\n',
    );
    expect(text).not.toContain('id_');
  });

  it('round-trips a large set', () => {
    const exercises = Array.from({ length: 5000 }, (_, i) => ({
      question: `Frage ${i}`,
      answer: `Antwort ${i}`,
      answers: i % 2 ? [`alt ${i}`] : [],
      frequency: (i % 7) + 0.5,
      auto_check: i % 3,
    }));
    expect(reparse(exportLearnset(exercises))).toEqual({ ok: true, exercises });
  });
});
