import { describe, expect, it } from 'vitest';
import { letterIcon } from './letter-icon';

describe('letterIcon', () => {
  const svg = (host: string) => letterIcon(host).body.toString();
  const hue = (host: string) => /hsl\((\d+),/.exec(svg(host))?.[1];

  it('shows the first letter of the host without www, also for international names', () => {
    expect(svg('www.zürich.ch')).toContain('>Z</text>');
    expect(svg('xn--zrich-kva.ch')).toContain('>Z</text>');
    expect(svg('äpfel.ch')).toContain('>Ä</text>');
  });

  it('takes its colour from the host', () => {
    expect(hue('a.ch')).toBe(hue('a.ch'));
    expect(hue('a.ch')).not.toBe(hue('b.ch'));
  });
});
