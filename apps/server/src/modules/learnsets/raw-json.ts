/**
 * Writes a JSON object from members that are already JSON text (e.g. arrays the database built),
 * so large replies are never parsed and serialised again. Undefined members are left out.
 */
export function rawJsonObject(members: Record<string, string | undefined>): string {
  const parts: string[] = [];
  for (const [key, json] of Object.entries(members)) {
    if (json !== undefined) parts.push(`${JSON.stringify(key)}:${json}`);
  }
  return `{${parts.join(',')}}`;
}
