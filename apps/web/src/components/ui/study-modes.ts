import { STUDY_MODES, type StudyMode } from '@app/shared/learnsets/study-modes';
import type { LucideIcon } from 'lucide-react';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Puzzle from 'lucide-react/icons/puzzle';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import SquareStack from 'lucide-react/icons/square-stack';
import { paths } from '../../config/paths';
import type { Tint } from './tint';

/** Every way to study: the four modes over a selection of sets, and the review of what is due. */
export type StudyWay = StudyMode | 'review';

export interface StudyWayLook extends Tint {
  /** The name a pupil reads ('Karteikarten'). */
  label: string;
  Icon: LucideIcon;
  /** The address of this way for a selection of sets (the review takes what is due, not a selection). */
  href: (ids: readonly string[]) => string;
}

/**
 * The one place where a study mode gets its colour and icon: tiles, chips and headings of every
 * screen read it here (the hues are in styles/tokens.css).
 */
export const STUDY_WAYS: Readonly<Record<StudyWay, StudyWayLook>> = {
  learn: { label: STUDY_MODES.learn, Icon: GraduationCap, hue: '--hue-learn', href: paths.learnsets.learn },
  cards: { label: STUDY_MODES.cards, Icon: SquareStack, hue: '--hue-cards', href: paths.learnsets.cards },
  test: { label: STUDY_MODES.test, Icon: ClipboardCheck, hue: '--hue-test', href: paths.learnsets.test },
  match: { label: STUDY_MODES.match, Icon: Puzzle, hue: '--hue-match', href: paths.learnsets.match },
  review: { label: 'Wiederholen', Icon: RotateCcw, hue: '--hue-review', href: () => paths.review },
};

/** The ways in the order a set's page offers them. */
export const STUDY_WAY_ORDER: readonly StudyWay[] = ['learn', 'cards', 'test', 'match', 'review'];
