import type { SnippetPart } from '@app/shared/library/search';
import { termOf, tokenize } from './text';

/** How long a snippet is, about. */
export const SNIPPET_CHARS = 160;
/** Characters shown before the first match. */
const LEAD = 50;

/**
 * About SNIPPET_CHARS characters of `text` around its first word whose term is one of `terms`
 * (at or after `near`), cut at word boundaries, the matching words marked. `cutBefore`/`cutAfter`:
 * the text is a piece of a longer one (an ellipsis shows it).
 */
export function snippetOf(
  text: string,
  terms: ReadonlySet<string>,
  near = 0,
  cutBefore = false,
  cutAfter = false,
): SnippetPart[] {
  let tokens = tokenize(text);
  // A piece may begin or end inside a word: such halves are not words of the text.
  if (cutBefore && tokens[0]?.start === 0) tokens = tokens.slice(1);
  if (cutAfter && tokens.at(-1)?.end === text.length) tokens = tokens.slice(0, -1);
  const isMatch = (t: { folded: string }) => terms.has(termOf(t.folded));
  const first = tokens.find((t) => t.start >= near && isMatch(t)) ?? tokens.find(isMatch);
  if (!first) return [];
  let start = Math.max(0, first.start - LEAD);
  const from = tokens.find((t) => t.start >= start);
  start = from && start > 0 ? from.start : start;
  if (cutBefore && start === 0) start = tokens[0]?.start ?? 0;
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length) {
    const last = tokens.filter((t) => t.end <= end).at(-1);
    if (last && last.end > first.end) end = last.end;
  }
  const parts: SnippetPart[] = [];
  const push = (piece: string, match: boolean) => {
    if (!piece) return;
    const prev = parts.at(-1);
    if (prev && prev.match === match) prev.text += piece;
    else parts.push({ text: piece, match });
  };
  const clean = (s: string) => s.replace(/\s+/g, ' ');
  if (start > 0 || cutBefore) push('… ', false);
  let at = start;
  for (const t of tokens) {
    if (t.start < start || t.end > end) continue;
    if (!isMatch(t)) continue;
    push(clean(text.slice(at, t.start)), false);
    push(text.slice(t.start, t.end), true);
    at = t.end;
  }
  push(clean(text.slice(at, end)), false);
  if (end < text.length || cutAfter) push(' …', false);
  const firstPart = parts[0];
  if (firstPart && !firstPart.match) firstPart.text = firstPart.text.trimStart();
  const lastPart = parts.at(-1);
  if (lastPart && !lastPart.match) lastPart.text = lastPart.text.trimEnd();
  return parts.filter((p) => p.text !== '');
}
