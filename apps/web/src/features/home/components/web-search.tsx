import { searchUrl } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { useAccount } from '../../../lib/boot-data';

/** Opens the account's search engine with the query in the same window, for a valid account only. */
export function WebSearch({ engine }: { engine: string }) {
  const account = useAccount();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q || account?.valid !== true) return;
    window.location.assign(searchUrl(engine, q));
  };
  return (
    <form role="search" className="web-search" onSubmit={submit}>
      <input
        type="search"
        name="q"
        size={48}
        aria-label="Im Internet suchen"
        placeholder={`Im Internet mit ${engine} suchen`}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <button type="submit">Suchen</button>
    </form>
  );
}
