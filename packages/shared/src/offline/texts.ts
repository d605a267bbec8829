// No zod here: the shell and the study modes import these without the schema library.
import { formatSize } from '../format/size';

/** Most a browser keeps offline for one pupil: sets, card images and documents together. */
export const OFFLINE_CAP_BYTES = 200 * 1024 * 1024;

const answers = (n: number) => (n === 1 ? '1 Antwort wartet' : `${n} Antworten warten`);

/** Texts of the installable app and of learning offline (issue #16). */
export const OFFLINE_TEXTS = {
  updateReady: 'Eine neue Version ist verfügbar',
  reload: 'Neu laden',
  /** The shell's badge: offline, and how many answers wait to be sent. */
  badge: (online: boolean, waiting: number) => {
    if (!online) return waiting > 0 ? `Offline – ${answers(waiting)} auf die Verbindung` : 'Offline';
    return waiting > 0 ? `${answers(waiting)} auf das Senden` : '';
  },
  dropped: (n: number) =>
    n === 1
      ? '1 Antwort wurde verworfen, weil der Server sie nicht annehmen kann (die Übung existiert nicht mehr).'
      : `${n} Antworten wurden verworfen, weil der Server sie nicht annehmen kann (die Übungen existieren nicht mehr).`,
  makeAvailable: 'Offline verfügbar machen',
  available: 'Offline verfügbar ✓ (entfernen)',
  saving: 'Wird offline gespeichert...',
  setsSaved: (n: number) =>
    n === 1 ? 'Das Lernset ist jetzt offline verfügbar.' : `${n} Lernsets sind jetzt offline verfügbar.`,
  setsRemoved: (n: number) =>
    n === 1 ? 'Das Lernset ist nicht mehr offline gespeichert.' : `${n} Lernsets sind nicht mehr offline gespeichert.`,
  saveDocument: 'Offline speichern',
  documentSaved: 'Offline gespeichert ✓ (entfernen)',
  usage: (used: number, cap = OFFLINE_CAP_BYTES) => `Offline gespeichert: ${formatSize(used)} von ${formatSize(cap)}`,
  capExceeded: (needed: number, free: number) =>
    `Dafür ist offline kein Platz mehr: es braucht ${formatSize(needed)}, frei sind ${formatSize(free)}. Entfernen Sie zuerst andere offline gespeicherte Inhalte.`,
  notStored: 'Sie sind offline, und dieses Lernset ist nicht offline verfügbar.',
  documentNotStored: 'Sie sind offline, und dieses Dokument ist nicht offline gespeichert.',
  offlineList: 'Sie sind offline: es werden nur die offline verfügbaren Inhalte angezeigt.',
  offlineReview: 'Sie sind offline: es werden die fälligen Karten der offline verfügbaren Lernsets wiederholt.',
  storageFailed: 'Der Browser konnte die Daten nicht offline speichern.',
  needsConnection: 'Dafür braucht es eine Verbindung zum Server.',
} as const;
