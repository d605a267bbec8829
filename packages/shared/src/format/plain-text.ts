import { z } from 'zod';

/** The German messages of the one rule against control characters in text fields. */
export const PLAIN_TEXT_MESSAGES = {
  singleLine: 'Der Text darf keine Zeilenumbrüche, Tabulatoren oder anderen Steuerzeichen enthalten.',
  multiLine: 'Der Text darf ausser Zeilenumbrüchen und Tabulatoren keine Steuerzeichen enthalten.',
} as const;

/** Unicode's control characters (Cc: U+0000–U+001F, U+007F–U+009F). */
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_BREAK_OR_TAB = /(?![\n\t])\p{Cc}/u;
const CONTROLS_BUT_BREAK_OR_TAB = /(?![\n\t])\p{Cc}/gu;
const CONTROL_RUNS = /\p{Cc}+/gu;
const BREAKS = /\r\n?/g;

/**
 * The check of every single-line text field (titles, names, class designations): no control
 * character at all, as a line break in a calendar's name would start a line of its feed.
 * Exported so that a test can find text fields without it.
 */
export const SINGLE_LINE_CHECK = z.refine<string>((text) => !CONTROL.test(text), PLAIN_TEXT_MESSAGES.singleLine);

/** Line breaks as browsers send them from a text area (\r\n) or old files hold them (\r), read as \n. */
const LINE_BREAKS_AS_NEWLINES = z.overwrite<string>((text) => text.replace(BREAKS, '\n'));

/** The check of every multi-line text field (descriptions, notes, cards): line breaks and tabs only. */
export const MULTI_LINE_CHECK = z.refine<string>(
  (text) => !CONTROL_BUT_BREAK_OR_TAB.test(text),
  PLAIN_TEXT_MESSAGES.multiLine,
);

/**
 * Text on one line, trimmed, refusing control characters before any other rule of the field, so
 * the first message names what is wrong. Further rules (`.min`, `.max`) chain as on `z.string`.
 */
export function singleLineText(params?: string | z.core.$ZodStringParams) {
  return z.string(params).trim().check(SINGLE_LINE_CHECK);
}

/** Text of several lines, trimmed, its line breaks read as \n; tabs are kept, other control characters refused. */
export function multiLineText(params?: string | z.core.$ZodStringParams) {
  return z.string(params).trim().check(LINE_BREAKS_AS_NEWLINES, MULTI_LINE_CHECK);
}

/**
 * Stored text made single-line for output where a line break would mean something (a feed's
 * line): runs of control characters become one space. For rows stored before the rule.
 */
export function toSingleLine(text: string): string {
  return text.replace(CONTROL_RUNS, ' ');
}

/** Stored text as a multi-line field holds it: line breaks as \n, tabs kept, other control characters gone. */
export function toMultiLine(text: string): string {
  return text.replace(BREAKS, '\n').replace(CONTROLS_BUT_BREAK_OR_TAB, '');
}
