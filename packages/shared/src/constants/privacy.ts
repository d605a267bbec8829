// No zod here: the privacy page imports these without pulling the schema library into its chunk.

/**
 * Longest answer text kept in the answers log, in characters: a typed answer counts whole, but
 * only its start is stored (the log is for the pupil's history, not an archive of essays).
 */
export const STORED_ANSWER_LENGTH = 500;

/**
 * Days an answer stays in the answers log; the statistics and memory state of each card do not
 * need it. Three times the 30 days an answer may arrive late from an offline queue, so an answer
 * sent again still finds its id and is not counted twice.
 */
export const ANSWER_LOG_DAYS = 90;
