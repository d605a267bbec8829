import { SUBJECTS } from '@app/shared/constants/subjects';
import type { LucideIcon } from 'lucide-react';
import Atom from 'lucide-react/icons/atom';
import CodeXml from 'lucide-react/icons/code-xml';
import Croissant from 'lucide-react/icons/croissant';
import Dumbbell from 'lucide-react/icons/dumbbell';
import Earth from 'lucide-react/icons/earth';
import FlaskConical from 'lucide-react/icons/flask-conical';
import Landmark from 'lucide-react/icons/landmark';
import Languages from 'lucide-react/icons/languages';
import Leaf from 'lucide-react/icons/leaf';
import MessageCircle from 'lucide-react/icons/message-circle';
import Music from 'lucide-react/icons/music';
import Palette from 'lucide-react/icons/palette';
import PenLine from 'lucide-react/icons/pen-line';
import Scale from 'lucide-react/icons/scale';
import Shapes from 'lucide-react/icons/shapes';
import Sigma from 'lucide-react/icons/sigma';
import type { Tint } from './tint';

/** The groups of subjects that share a colour and icon (a Schwerpunktfach looks like its subject). */
export type SubjectKind =
  | 'german'
  | 'french'
  | 'english'
  | 'languages'
  | 'maths'
  | 'biology'
  | 'chemistry'
  | 'physics'
  | 'computing'
  | 'geography'
  | 'history'
  | 'economics'
  | 'art'
  | 'music'
  | 'sport'
  | 'other';

export interface SubjectKindLook extends Tint {
  /** The group's name a pupil reads, e.g. on a filter chip. */
  label: string;
  Icon: LucideIcon;
}

/** The one place where a subject gets its colour and icon (the hues are in styles/tokens.css). */
export const SUBJECT_KINDS: Readonly<Record<SubjectKind, SubjectKindLook>> = {
  german: { label: 'Deutsch', Icon: PenLine, hue: '--hue-german' },
  french: { label: 'Französisch', Icon: Croissant, hue: '--hue-french' },
  english: { label: 'Englisch', Icon: MessageCircle, hue: '--hue-english' },
  languages: { label: 'Weitere Sprachen', Icon: Languages, hue: '--hue-languages' },
  maths: { label: 'Mathematik', Icon: Sigma, hue: '--hue-maths' },
  biology: { label: 'Biologie', Icon: Leaf, hue: '--hue-biology' },
  chemistry: { label: 'Chemie', Icon: FlaskConical, hue: '--hue-chemistry' },
  physics: { label: 'Physik', Icon: Atom, hue: '--hue-physics' },
  computing: { label: 'Informatik', Icon: CodeXml, hue: '--hue-computing' },
  geography: { label: 'Geografie', Icon: Earth, hue: '--hue-geography' },
  history: { label: 'Geschichte', Icon: Landmark, hue: '--hue-history' },
  economics: { label: 'Wirtschaft & Recht', Icon: Scale, hue: '--hue-economics' },
  art: { label: 'Bildnerisches Gestalten', Icon: Palette, hue: '--hue-art' },
  music: { label: 'Musik', Icon: Music, hue: '--hue-music' },
  sport: { label: 'Sport', Icon: Dumbbell, hue: '--hue-sport' },
  other: { label: 'Andere', Icon: Shapes, hue: '--hue-other', chroma: '--chroma-other' },
};

/** Each subject of @app/shared's SUBJECTS by its abbreviation; a test keeps both lists in step. */
export const SUBJECT_KIND_OF: Readonly<Record<string, SubjectKind>> = {
  '-': 'other',
  BG: 'art',
  BI: 'biology',
  BL: 'other',
  CH: 'chemistry',
  DE: 'german',
  EN: 'english',
  FR: 'french',
  GG: 'geography',
  GS: 'history',
  HW: 'other',
  IN: 'computing',
  KS: 'other',
  MA: 'maths',
  MU: 'music',
  NT: 'physics',
  PB: 'history',
  PH: 'other',
  PS: 'physics',
  RE: 'other',
  SP: 'sport',
  TG: 'art',
  WR: 'economics',
  SAM: 'maths',
  SPS: 'physics',
  SBI: 'biology',
  SCH: 'chemistry',
  SBG: 'art',
  SES: 'languages',
  SIT: 'languages',
  SMU: 'music',
  SWR: 'economics',
  EAM: 'maths',
  EBG: 'art',
  EBI: 'biology',
  ECH: 'chemistry',
  EGG: 'geography',
  EGS: 'history',
  EIN: 'computing',
  EMU: 'music',
  EPH: 'other',
  EPP: 'other',
  EPS: 'physics',
  ERE: 'other',
  ESP: 'sport',
  EWR: 'economics',
  F: 'other',
};

export interface SubjectLook extends SubjectKindLook {
  /** The name of its group ('Biologie' for 'Schwerpunktfach Biologie'). */
  kindLabel: string;
}

/** A subject's colour and icon with its own name ('Schwerpunktfach Biologie'); unknown codes are 'Andere'. */
export function subjectLook(code: string): SubjectLook {
  const look = SUBJECT_KINDS[SUBJECT_KIND_OF[code] ?? 'other'];
  return { ...look, label: SUBJECTS[code] ?? look.label, kindLabel: look.label };
}
