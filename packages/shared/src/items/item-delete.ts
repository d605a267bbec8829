/**
 * Texts of an owner deleting their own document or learning set (preview pages, and the replies
 * of `POST /documents/delete/{id}` and `POST /learnsets/delete/{id}`).
 */
export const ITEM_DELETE_TEXTS = {
  button: 'Löschen',
  confirm: 'Ja, löschen',
  documentQuestion: (title: string) =>
    `Das Dokument «${title}» wirklich löschen? Die Datei wird vom Server entfernt. Das kann nicht rückgängig gemacht werden.`,
  learnsetQuestion: (title: string) =>
    `Das Lernset «${title}» wirklich löschen? Seine Übungen und Bilder, die Statistiken aller Lernenden dazu und ihre Prüfungsdaten und Kalender-Verknüpfungen gehen verloren. Das kann nicht rückgängig gemacht werden.`,
  documentDeleted: 'Das Dokument wurde gelöscht.',
  learnsetDeleted: 'Das Lernset wurde gelöscht.',
} as const;
