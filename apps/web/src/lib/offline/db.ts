import type { DocumentDetails } from '@app/shared';
import type { Learnset, StudyMode } from '@app/shared/learnsets/api';
import type { ExerciseRow } from '@app/shared/learnsets/exercise-row';
import type { CardMemory } from '@app/shared/learnsets/memory-model';
import type { SetProgress } from '@app/shared/learnsets/review';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** A learning set kept for learning offline, at the version its rows belong to. */
export interface OfflineSet {
  id: string;
  learnset: Learnset;
  version: string;
  /** Rows and card images, for the size cap. */
  bytes: number;
  /** The card images kept with it in Cache Storage (their URLs). */
  images: string[];
  savedAt: string;
}

/** One exercise of an offline set, as the exercises call sends it. */
interface OfflineExercise {
  id: string;
  setId: string;
  /** Its place in the set (the index returns exercises by id). */
  pos: number;
  row: ExerciseRow;
}

/** A pupil's counts for one exercise: the server's, plus the answers given since. */
interface OfflineStat {
  userId: string;
  exerciseId: string;
  setId: string;
  correct: number;
  wrong: number;
}

/** A pupil's memory state of one set (new, learning, known, due per day) when last online. */
interface OfflineProgress {
  userId: string;
  setId: string;
  progress: SetProgress;
}

/**
 * A pupil's memory state of one card of a set kept offline: the server's when last online, with
 * every answer given since applied by the same scheduler (reviewing offline picks the due cards).
 */
export interface OfflineCard {
  userId: string;
  exerciseId: string;
  setId: string;
  memory: CardMemory;
}

/** How the server schedules a pupil's cards of one set kept offline: their learning goal and exam day. */
export interface OfflineSchedule {
  userId: string;
  setId: string;
  retention: number;
  examDay: string | null;
}

/** An answer not yet confirmed by the server; `id` and `at` are sent as they were made. */
export interface QueuedAnswer {
  /** The order answers were given in (auto-increment). */
  seq?: number;
  id: string;
  userId: string;
  exerciseId: string;
  answer: string;
  value: boolean;
  at: string;
  mode: StudyMode;
}

/** A document kept for reading offline; its file lies in Cache Storage under `document.url`. */
interface OfflineDocument {
  id: string;
  document: DocumentDetails;
  bytes: number;
  savedAt: string;
}

interface OfflineSchema extends DBSchema {
  sets: { key: string; value: OfflineSet };
  exercises: { key: string; value: OfflineExercise; indexes: { set: string } };
  stats: { key: [string, string]; value: OfflineStat; indexes: { set: [string, string] } };
  progress: { key: [string, string]; value: OfflineProgress };
  answers: { key: number; value: QueuedAnswer; indexes: { user: string } };
  documents: { key: string; value: OfflineDocument };
  cards: { key: [string, string]; value: OfflineCard; indexes: { user: string; set: [string, string] } };
  schedules: { key: [string, string]; value: OfflineSchedule };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

const OFFLINE_DB_NAME = 'lernplattform-offline';
/** Card images and documents kept offline; the service worker answers from it without a network. */
export const OFFLINE_FILES_CACHE = 'lernplattform-offline-dateien';

/** Opens (and on first use creates) the offline database. */
export function openOfflineDb(name = OFFLINE_DB_NAME): Promise<OfflineDb> {
  return openDB<OfflineSchema>(name, 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('sets', { keyPath: 'id' });
        db.createObjectStore('exercises', { keyPath: 'id' }).createIndex('set', 'setId');
        db.createObjectStore('stats', { keyPath: ['userId', 'exerciseId'] }).createIndex('set', ['userId', 'setId']);
        db.createObjectStore('progress', { keyPath: ['userId', 'setId'] });
        db.createObjectStore('answers', { keyPath: 'seq', autoIncrement: true }).createIndex('user', 'userId');
        db.createObjectStore('documents', { keyPath: 'id' });
      }
      if (oldVersion < 2) {
        // Reviewing offline (issue #29): sets kept before keep their memory state from the next refresh on.
        const cards = db.createObjectStore('cards', { keyPath: ['userId', 'exerciseId'] });
        cards.createIndex('user', 'userId');
        cards.createIndex('set', ['userId', 'setId']);
        db.createObjectStore('schedules', { keyPath: ['userId', 'setId'] });
      }
    },
  });
}

let shared: Promise<OfflineDb> | null = null;

/** The page's one connection to the offline database. */
export function offlineDb(): Promise<OfflineDb> {
  shared ??= openOfflineDb().catch((err: unknown) => {
    shared = null; // private mode or a broken profile: try again next time
    throw err;
  });
  return shared;
}
