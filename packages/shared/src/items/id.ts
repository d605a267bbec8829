/** Row ids are base64url (`newId()` on the server): never a dot, so a dot can join them in URLs. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** True for a text that can be a row id; anything else cannot name a stored item. */
export function isId(text: string): boolean {
  return ID_PATTERN.test(text);
}
