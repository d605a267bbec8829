import { describe, expect, it } from 'vitest';
import { boundedMemo } from './memo';

describe('a bounded memo', () => {
  it('computes each key once, and again only after it forgot everything at its bound', () => {
    const computed: string[] = [];
    const upper = boundedMemo((key) => {
      computed.push(key);
      return key.toUpperCase();
    }, 2);
    expect([upper('a'), upper('b'), upper('a'), upper('b')]).toEqual(['A', 'B', 'A', 'B']);
    expect(computed).toEqual(['a', 'b']);
    expect(upper('c')).toBe('C'); // the third key: both others forgotten
    expect(upper('a')).toBe('A');
    expect(computed).toEqual(['a', 'b', 'c', 'a']);
  });
});
