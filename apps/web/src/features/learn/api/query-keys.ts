export const reviewKeys = {
  /** The cards due for review (`GET /review/due`). */
  due: ['review', 'due'] as const,
};
