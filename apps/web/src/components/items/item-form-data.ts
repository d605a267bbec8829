/** FormData of the SPEC §7 multipart calls: the fields first (the server checks them before the file), then the file. */
export function itemFormData(fields: Record<string, string>, file: File): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append('file', file);
  return data;
}
