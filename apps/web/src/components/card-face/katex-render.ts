// Loaded with import() only on screens whose cards hold a formula: KaTeX and its fonts never
// weigh on the first page or on sets without formulas.
import katex from 'katex';
import 'katex/dist/katex.min.css';

/**
 * One formula as HTML with MathML beside it (what screen readers read). KaTeX escapes the text
 * it is given and, without `trust`, refuses \href, \url, \includegraphics and \html…, so no
 * markup or link from a set reaches the page. A formula it cannot read is shown in red as its
 * source instead of failing the card.
 */
export function renderFormula(tex: string, display: boolean): string {
  return katex.renderToString(tex, {
    displayMode: display,
    output: 'htmlAndMathml',
    throwOnError: false,
    trust: false,
    strict: 'ignore',
    // Caps against a set that tries to make a page unusable with huge or endlessly expanded macros.
    maxSize: 20,
    maxExpand: 500,
  });
}
