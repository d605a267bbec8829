/**
 * What a class or course designation is, in registration, settings and uploads alike: letters
 * and digits, parts joined by single hyphens ("5b", "BIs1", "SBC-5B" – a course code's first two
 * parts, as the hint asks for).
 */
const DESIGNATION = '[A-Za-z0-9ÄÖÜäöü]+(?:-[A-Za-z0-9ÄÖÜäöü]+)*';

/** One designation: an upload's class or course. */
export const ONE_DESIGNATION = new RegExp(`^${DESIGNATION}$`);

/** A pupil's designations, separated by single spaces; or '-' for none. */
export const DESIGNATION_LIST = new RegExp(`^(-|${DESIGNATION}( ${DESIGNATION})*)$`);

/** What an account holds for "no class or course" (SPEC's default at registration). */
export const NO_DESIGNATION = '-';

/**
 * A pupil's designations as a list, without SPEC's '-' for none: from the stored text or from the
 * account reply's array (which keeps the '-' for old clients).
 */
export function designationsOf(list: string | readonly string[]): string[] {
  const parts = typeof list === 'string' ? list.split(' ') : list;
  return parts.filter((part) => part !== '' && part !== NO_DESIGNATION);
}
