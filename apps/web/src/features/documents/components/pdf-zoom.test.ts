import { describe, expect, it } from 'vitest';
import { nextZoom } from './pdf-zoom';

describe('PDF preview zoom', () => {
  it('goes from a fitted scale between steps to the next step either way', () => {
    expect(nextZoom(0.58, 1)).toBe(0.67);
    expect(nextZoom(0.58, -1)).toBe(0.5);
  });

  it('moves a whole step from a step', () => {
    expect(nextZoom(1, 1)).toBe(1.1);
    expect(nextZoom(1, -1)).toBe(0.9);
  });

  it('stays at either end', () => {
    expect(nextZoom(4, 1)).toBe(4);
    expect(nextZoom(0.25, -1)).toBe(0.25);
  });
});
