import type { SnippetPart } from '@app/shared/library/search';

/**
 * Where a hit matched, its matched words in `<mark>`. The parts are text, rendered as text: a
 * document's words can never become markup here.
 */
export function Snippet({ parts }: { parts: readonly SnippetPart[] }) {
  if (parts.length === 0) return null;
  return (
    <p className="search-snippet">
      {parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}
    </p>
  );
}
