import { type SetLanguages, sideSpeechLanguage } from '@app/shared/learnsets/direction';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import type { CardSide } from './speak-button';

interface CardLanguages {
  sets: ReadonlyMap<string, SetLanguages>;
  /** Whether the mode asks this exercise answer→question (its shown sides are swapped). */
  reversed: (exerciseId: string) => boolean;
}

const forwards = () => false;
const CardLanguagesContext = createContext<CardLanguages>({ sets: new Map(), reversed: forwards });

/**
 * Tells the cards below the language of each side they show (BCP 47): the sets' question and
 * answer languages, and which exercises the mode asks the other way round.
 */
export function CardLanguageProvider({
  learnsets,
  reversed = forwards,
  children,
}: {
  learnsets: ReadonlyArray<{ id_: string } & SetLanguages>;
  reversed?: (exerciseId: string) => boolean;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ sets: new Map(learnsets.map((set) => [set.id_, set])), reversed }),
    [learnsets, reversed],
  );
  return <CardLanguagesContext value={value}>{children}</CardLanguagesContext>;
}

/**
 * The language of a shown side of an exercise (as the mode shows it), for its voice and its `lang`
 * attribute; the site's German when the exercise or its set is not known here.
 */
export type SideLanguageOf = (exercise: { id_: string; set_id: string } | undefined, side: CardSide) => string;

/** `SideLanguageOf` for lists whose items cannot each call a hook (the tiles of a round). */
export function useSideLanguageOf(): SideLanguageOf {
  const { sets, reversed } = useContext(CardLanguagesContext);
  return useCallback<SideLanguageOf>(
    (exercise, side) => {
      const set = exercise && sets.get(exercise.set_id);
      if (!exercise || !set) return sideSpeechLanguage({ language: 'de' }, side, false);
      return sideSpeechLanguage(set, side, reversed(exercise.id_));
    },
    [sets, reversed],
  );
}

/** The language of one shown side (see SideLanguageOf). */
export function useSideLanguage(exercise: { id_: string; set_id: string } | undefined, side: CardSide): string {
  return useSideLanguageOf()(exercise, side);
}
