const TRANSLITERATION: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  æ: 'ae',
  Æ: 'Ae',
  œ: 'oe',
  Œ: 'Oe',
  ø: 'o',
  Ø: 'O',
  å: 'a',
  Å: 'A',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'Th',
};

/**
 * File name for /dateien/…: umlauts transliterated (ä→ae, ö→oe, ü→ue, ß→ss), other Latin
 * letters lose their diacritics (é→e), and every character outside letters, digits, dot and
 * hyphen becomes '_'. Never empty, never a dot-only name.
 */
export function sanitizeFileName(title: string, extension: string): string {
  const base = [...title]
    .map((ch) => TRANSLITERATION[ch] ?? ch)
    .join('')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9.-]/g, '_')
    .replace(/^\.+/, '_')
    .slice(0, 120);
  const ext = extension.toLowerCase().replace(/[^a-z0-9]/g, '');
  return `${base || 'datei'}${ext ? `.${ext}` : ''}`;
}
