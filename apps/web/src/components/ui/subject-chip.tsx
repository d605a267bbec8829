import { Chip } from './chip';
import { subjectLook } from './subjects';

interface SubjectChipProps {
  /** The subject's abbreviation (SUBJECTS of @app/shared), e.g. 'MA'. */
  code: string;
  /** Its own name ('Schwerpunktfach Biologie'), else its group's ('Biologie'). */
  fullName?: boolean;
  onToggle?: (selected: boolean) => void;
  selected?: boolean;
}

/** A subject as a chip in its colour with its icon. */
export function SubjectChip({ code, fullName = true, onToggle, selected }: SubjectChipProps) {
  const look = subjectLook(code);
  return (
    <Chip
      label={fullName ? look.label : look.kindLabel}
      Icon={look.Icon}
      tint={look}
      onToggle={onToggle}
      selected={selected}
    />
  );
}
