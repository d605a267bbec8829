import { describe, expect, it } from 'vitest';
import { type EditorRow, isBlankRow, rowFromExercise, rowToExercise } from './editor-rows';
import { RowStore } from './row-store';

const row = (question: string, answer = 'a'): EditorRow => rowFromExercise({ question, answer, answers: [] });

describe('RowStore', () => {
  it('tells only the row typed in, not the list, when one field changes', () => {
    const rows = [row('Hund'), row('Katze'), row('Maus')];
    const store = new RowStore(rows);
    const calls: string[] = [];
    for (const r of rows) store.subscribeRow(r.key, () => calls.push(r.key));
    store.subscribeOrder(() => calls.push('order'));
    store.subscribeChange(() => calls.push('change'));
    const keysBefore = store.getKeys();

    store.dispatch({ type: 'change', key: rows[1]!.key, field: 'answer', value: 'cat' });
    expect(calls).toEqual([rows[1]!.key, 'change']);
    expect(store.getRow(rows[1]!.key)?.answer).toBe('cat');
    expect(store.getRow(rows[0]!.key)).toBe(rows[0]);
    expect(store.getKeys()).toBe(keysBefore);
  });

  it('tells the list when rows move, come or go, and keeps the other rows as they were', () => {
    const rows = [row('Hund'), row('Katze'), row('Maus')];
    const store = new RowStore(rows);
    let orders = 0;
    store.subscribeOrder(() => orders++);
    store.dispatch({ type: 'move', key: rows[2]!.key, to: 0 });
    expect(store.getRows().map((r) => r.question)).toEqual(['Maus', 'Hund', 'Katze']);
    expect(store.indexOf(rows[2]!.key)).toBe(0);
    store.dispatch({ type: 'remove', key: rows[0]!.key });
    store.dispatch({ type: 'insert', at: 1, rows: [row('Vogel')] });
    expect(store.getRows().map((r) => r.question)).toEqual(['Maus', 'Vogel', 'Katze']);
    expect(store.getRow(rows[1]!.key)).toBe(rows[1]);
    expect(orders).toBe(3);
  });

  it('always keeps one row to type into, and ignores a move out of range', () => {
    const only = row('Hund');
    const store = new RowStore([only]);
    store.dispatch({ type: 'move', key: only.key, to: 5 });
    expect(store.getRows()).toEqual([only]);
    store.dispatch({ type: 'remove', key: only.key });
    expect(store.getRows()).toHaveLength(1);
    expect(isBlankRow(store.getRows()[0]!)).toBe(true);
  });
});

describe('rows as the editor calls send them', () => {
  it('reads the weight with a decimal comma, drops blank alternatives and keeps the stored id and images', () => {
    const stored = rowFromExercise({
      id_: 'abc',
      question: 'Hund',
      answer: 'dog',
      answers: ['hound', ''],
      frequency: 1.5,
      question_image: 'img1',
    });
    expect(stored.frequency).toBe('1,5');
    expect(rowToExercise(stored)).toEqual({
      id_: 'abc',
      question: 'Hund',
      answer: 'dog',
      answers: ['hound'],
      frequency: 1.5,
      question_image: 'img1',
    });
    expect(rowToExercise({ ...stored, frequency: '' }).frequency).toBe(1);
    // Not a number: sent as typed, so the shared schema names the weight's problem.
    expect(rowToExercise({ ...stored, frequency: 'viel' }).frequency).toBe('viel');
  });
});
