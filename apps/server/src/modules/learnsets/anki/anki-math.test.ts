import { describe, expect, it } from 'vitest';
import { convertAnkiMath } from './anki-math';

describe("Anki's formulas in the product's syntax", () => {
  it('turns MathJax \\(…\\) and \\[…\\] into $…$ and $$…$$', () => {
    expect(convertAnkiMath('Fläche \\(A = \\pi r^2\\) eines Kreises')).toBe('Fläche $A = \\pi r^2$ eines Kreises');
    expect(convertAnkiMath('\\[\\int_0^1 x\\,dx = \\frac{1}{2}\\]')).toBe('$$\\int_0^1 x\\,dx = \\frac{1}{2}$$');
  });

  it("turns Anki's LaTeX forms [$]…[/$], [$$]…[/$$] and [latex]…[/latex] into formulas", () => {
    expect(convertAnkiMath('[$]x^2[/$] und [$$]\\sqrt{2}[/$$]')).toBe('$x^2$ und $$\\sqrt{2}$$');
    expect(convertAnkiMath('[latex]\\begin{align}a&=b\\end{align}[/latex]')).toBe(
      '$$\\begin{align*}a&=b\\end{align*}$$',
    );
    expect(convertAnkiMath('[LaTeX]Die Zahl $e^{i\\pi}$[/LaTeX]')).toBe('Die Zahl $e^{i\\pi}$');
    expect(convertAnkiMath('[latex]Nur Text[/latex]')).toBe('Nur Text');
  });

  it('keeps as readable text what KaTeX cannot set, and dollars Anki showed as text', () => {
    expect(convertAnkiMath('\\(\\undefinedmacro{x}\\)')).toBe('\\undefinedmacro{x}');
    expect(convertAnkiMath('kostet $5 und $x$ bleibt Text')).toBe('kostet \\$5 und \\$x\\$ bleibt Text');
    expect(convertAnkiMath('5 $ pro Stück')).toBe('5 $ pro Stück');
  });

  it('leaves an opening without its closing mark as text', () => {
    expect(convertAnkiMath('a \\(x\\) b \\(y')).toBe('a $x$ b \\(y');
    expect(convertAnkiMath('[$]x')).toBe('[$]x');
  });
});
