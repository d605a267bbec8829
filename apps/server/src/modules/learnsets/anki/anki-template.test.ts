import { ANKI_TEXTS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { fieldText } from './anki-html';
import { clozeCard, hasGap, templateFields } from './anki-template';

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

describe('card templates', () => {
  it('asks what the front shows and expects what the back adds', () => {
    expect(templateFields('{{Front}}', '{{FrontSide}}<hr id=answer>{{Back}}')).toEqual({
      question: ['Front'],
      answer: ['Back'],
      cloze: undefined,
    });
    expect(templateFields('{{#Add Reverse}}{{Back}}{{/Add Reverse}}', '{{FrontSide}}<hr id=answer>{{Front}}')).toEqual({
      question: ['Back'],
      answer: ['Front'],
      cloze: undefined,
    });
  });

  it('takes a type-in box as the answer, and names the cloze field', () => {
    expect(templateFields('{{Vorderseite}}\n{{type:Rückseite}}', '{{Rückseite}}').answer).toEqual(['Rückseite']);
    expect(templateFields('{{cloze:Text}}', '{{cloze:Text}}<br>{{Extra}}')).toEqual({
      question: ['Text'],
      answer: ['Extra'],
      cloze: 'Text',
    });
  });
});

describe('fields as text', () => {
  it('keeps line breaks of <br>, <div> and lists, decodes entities and drops tags and sounds', () => {
    const html =
      '<div><b>Phasen</b>&nbsp;der&nbsp; Mitose:</div><ul><li>Prophase</li><li>Metaphase</li></ul>[sound:a.mp3]x &lt;y&gt;<br><br>';
    expect(fieldText(html)).toEqual({ text: 'Phasen der Mitose:\nProphase\nMetaphase\nx <y>', image: undefined });
  });

  it('names the first picture and hides styles and scripts', () => {
    expect(
      fieldText('<style>.a{}</style>Bild <img src="zelle%201.png"> <img src="b.png"><script>x()</script>'),
    ).toEqual({
      text: 'Bild',
      image: 'zelle%201.png',
    });
  });
});
