import { describe, expect, it } from 'vitest';
import { Snippet } from './snippet';
import { hitCountText, narrowHits, readAsText } from './search-texts';

interface Node {
  type: unknown;
  props: { children?: unknown; dangerouslySetInnerHTML?: unknown };
}

describe('a hit snippet', () => {
  it('marks the matched words and keeps everything else plain text, markup included', () => {
    const node = Snippet({
      parts: [
        { text: 'Die ', match: false },
        { text: 'Mitose', match: true },
        { text: ' <b>teilt</b> die ', match: false },
        { text: 'Zelle', match: true },
      ],
    }) as unknown as Node;
    expect(node.type).toBe('p');
    expect(node.props.dangerouslySetInnerHTML).toBeUndefined();
    const children = node.props.children as Array<string | Node>;
    expect(
      children.map((c) => (typeof c === 'string' ? c : `[${String(c.type)}:${String(c.props.children)}]`)),
    ).toEqual(['Die ', '[mark:Mitose]', ' <b>teilt</b> die ', '[mark:Zelle]']);
  });

  it('shows nothing when only the title matched', () => {
    expect(Snippet({ parts: [] })).toBeNull();
  });
});

describe('search texts', () => {
  it('counts hits in German, quoting the words as typed', () => {
    expect(hitCountText(0, ' Zelle ')).toBe('Keine Treffer für „Zelle“');
    expect(hitCountText(1, 'Zelle')).toBe('1 Treffer für „Zelle“');
    expect(hitCountText(7, 'Zelle')).toBe('7 Treffer für „Zelle“');
  });

  it('says what was searched only when the words were read otherwise', () => {
    expect(readAsText([])).toBe('');
    expect(readAsText(['zellkern', 'mitose'])).toBe('Gesucht: zellkern mitose');
  });
});

describe('hits on a filtered list', () => {
  it('keeps hits the filters keep and hits the list does not know yet, in the search order', () => {
    const hits = [{ id: 'c' }, { id: 'new' }, { id: 'a' }, { id: 'b' }];
    const listed = new Set(['a', 'b', 'c']);
    expect(narrowHits(hits, listed, new Set(['a', 'c'])).map((h) => h.id)).toEqual(['c', 'new', 'a']);
  });
});
