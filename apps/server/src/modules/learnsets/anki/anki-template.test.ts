import { ANKI_TEXTS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { fieldText } from './anki-html';
import { clozeCard, hasGap, renderTemplate } from './anki-template';

describe('cloze gaps', () => {
  const field = '{{c1::Bern}} ist die Hauptstadt der {{c2::Schweiz::Land}}, {{c1::Bern}} liegt an der Aare.';

  it('hides the card’s gaps as […] or [hint] and fills in the others', () => {
    expect(clozeCard(field, 1, ANKI_TEXTS.gap)).toEqual({
      question: '[…] ist die Hauptstadt der Schweiz, […] liegt an der Aare.',
      answer: 'Bern, Bern',
    });
    expect(clozeCard(field, 2, ANKI_TEXTS.gap)).toEqual({
      question: 'Bern ist die Hauptstadt der [Land], Bern liegt an der Aare.',
      answer: 'Schweiz',
    });
  });

  it('knows which cards have a gap (Anki keeps a card whose gap was deleted)', () => {
    expect([1, 2, 3].map((n) => hasGap(field, n))).toEqual([true, true, false]);
  });

  it('leaves an unclosed gap as text', () => {
    expect(clozeCard('Die {{c1::Zelle ohne Ende', 1, ANKI_TEXTS.gap)).toEqual({
      question: 'Die {{c1::Zelle ohne Ende',
      answer: '',
    });
  });
});

describe('card templates, rendered as Anki renders them', () => {
  const fields = new Map([
    ['Front', 'Zelle'],
    ['Back', 'cell'],
    ['Notes', 'Merkhilfe'],
    ['Empty', '<div><br></div>'],
  ]);
  const render = (template: string, side: 'question' | 'answer' = 'question', frontSide?: string) =>
    fieldText(renderTemplate(template, { fields, side, frontSide, gap: ANKI_TEXTS.gap })).text;

  it('shows a section only when its field has content, an inverted one only when it is empty', () => {
    expect(render('{{#Notes}}{{Front}}{{/Notes}}')).toBe('Zelle');
    expect(render('{{#Empty}}{{Front}}{{/Empty}}{{^Empty}}nur ohne{{/Empty}}')).toBe('nur ohne');
    expect(render('{{#Missing}}{{Back}}{{/Missing}}')).toBe('');
  });

  it('hides hints, typed-answer boxes, comments and what the template hides with display: none', () => {
    expect(render('{{Front}} {{hint:Notes}} {{type:Back}} {{!Kommentar}}')).toBe('Zelle');
    expect(render('{{Front}}<div style="display: none">{{Back}}</div><!-- {{Notes}} -->')).toBe('Zelle');
    expect(render('{{Front}}<span hidden>{{Back}}</span>')).toBe('Zelle');
  });

  it('shows the typed answer on the back and fills in {{FrontSide}}', () => {
    expect(render('{{FrontSide}}<hr id=answer>{{type:Back}}', 'answer', 'Zelle')).toBe('Zelle\ncell');
  });

  it('opens {{#c2}} on the card of gap 2 only', () => {
    const cloze = (number: number) =>
      renderTemplate('{{#c1}}eins{{/c1}}{{#c2}}zwei{{/c2}}', {
        fields,
        side: 'question',
        clozeNumber: number,
        gap: ANKI_TEXTS.gap,
      });
    expect([cloze(1), cloze(2)]).toEqual(['eins', 'zwei']);
  });
});

describe('fields as text', () => {
  it('keeps line breaks of <br>, <div> and lists, decodes entities and drops tags and sounds', () => {
    const html =
      '<div><b>Phasen</b>&nbsp;der&nbsp; Mitose:</div><ul><li>Prophase</li><li>Metaphase</li></ul>[sound:a.mp3]x &lt;y&gt;<br><br>';
    expect(fieldText(html)).toEqual({ text: 'Phasen der Mitose:\nProphase\nMetaphase\nx <y>', images: [] });
  });

  it('names every picture once, in order, and hides styles and scripts', () => {
    expect(
      fieldText(
        '<style>.a{}</style>Bild <img src="zelle%201.png"> <img src="b.png"><img src="b.png"><script>x()</script>',
      ),
    ).toEqual({
      text: 'Bild',
      images: ['zelle%201.png', 'b.png'],
    });
  });
});
