import { mayHaveFormula, splitCardText } from '@app/shared/learnsets/formula';
import { Fragment, useMemo } from 'react';
import { useFormulaRenderer } from './use-formula-renderer';

/**
 * Card text with its `$…$` and `$$…$$` formulas typeset by KaTeX (HTML plus MathML). Text around
 * them stays React text, so nothing in a set is ever read as HTML. A long formula scrolls inside
 * its own box instead of widening the page.
 */
export function FormulaText({ text }: { text: string }) {
  const parts = useMemo(() => (mayHaveFormula(text) ? splitCardText(text) : null), [text]);
  const render = useFormulaRenderer(parts?.some((part) => part.kind === 'formula') ?? false);
  if (!parts) return text;
  return parts.map((part, index) => {
    if (part.kind === 'text') return <Fragment key={index}>{part.text}</Fragment>;
    const className = part.display ? 'formula formula-display' : 'formula';
    if (!render) {
      return (
        <span key={index} className={`${className} formula-source`}>
          {part.display ? `$$${part.tex}$$` : `$${part.tex}$`}
        </span>
      );
    }
    // KaTeX's own markup: escaped and without links or HTML (see katex-render.ts).
    return (
      <span key={index} className={className} dangerouslySetInnerHTML={{ __html: render(part.tex, part.display) }} />
    );
  });
}
