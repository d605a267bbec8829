import { speechLanguage } from '@app/shared/learnsets/card-media';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

const CardLanguages = createContext<ReadonlyMap<string, string>>(new Map());

/** Tells the cards below which voice reads each set (BCP 47, from the set's language). */
export function CardLanguageProvider({
  learnsets,
  children,
}: {
  learnsets: ReadonlyArray<{ id_: string; language: string }>;
  children: ReactNode;
}) {
  const languages = useMemo(
    () => new Map(learnsets.map((set) => [set.id_, speechLanguage(set.language)])),
    [learnsets],
  );
  return <CardLanguages value={languages}>{children}</CardLanguages>;
}

/** The voice language of a set's cards; the site's German when the set is not known here. */
export function useCardLanguage(setId: string | undefined): string {
  return useContext(CardLanguages).get(setId ?? '') ?? speechLanguage(undefined);
}
