import { paths } from '../../../config/paths';

/** Where a selection of sets can be learnt: learn mode (SPEC §2) first, then the study modes. */
export const STUDY_TARGETS: ReadonlyArray<{ label: string; to: (ids: readonly string[]) => string }> = [
  { label: 'Lernen', to: paths.learnsets.learn },
  { label: 'Karteikarten', to: paths.learnsets.cards },
  { label: 'Test', to: paths.learnsets.test },
  { label: 'Zuordnen', to: paths.learnsets.match },
];
