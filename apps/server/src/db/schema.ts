import type { Generated } from 'kysely';

/** Timestamps are ISO-8601 UTC strings (sortable as text on both engines). */
export interface Database {
  app_secrets: { name: string; value: string };
  access_log: {
    ip_hash: string;
    at: string;
    user_agent: string;
    logged_in: number;
    page: string;
  };
  users: {
    id: string;
    email: string;
    name: string;
    password_hash: string;
    /** Class and course designations, space-separated ('-' for none). */
    classes: string;
    grade: string;
    newsletter: number;
    iframe: number;
    theme: string;
    search: string;
    /** JSON array of 'url|label'. */
    favorites: string;
    /** YYYY-MM-DD, last day the plan is valid. */
    payment: string;
    payment_lite: string;
    banned: number;
    created_at: string;
    /** FSRS desired retention, 0.8 to 0.95. */
    retention: number;
  };
  pending_registrations: {
    code_hash: string;
    email: string;
    /** JSON: name, class_, grade, newsletter, password_hash. */
    payload: string;
    expires_at: string;
    created_at: string;
  };
  sessions: { token_hash: string; user_id: string; created_at: string; expires_at: string };
  throttle: { key: string; count: number; window_ends: string };
  documents: {
    id: string;
    owner_id: string;
    title: string;
    subject: string;
    description: string;
    class_: string;
    grade: string;
    language: string;
    /** Bytes; bigint on PostgreSQL, read back as a number (db/connection.ts). */
    size: number;
    /** Label in capitals, e.g. 'PDF'. */
    extension: string;
    mimetype: string;
    formated_size: string;
    /** Name of the file under files/documents/{id}/ and in its URL. */
    file_name: string;
    /** 'YYYY-MM-DD_HH-MM-SS', Europe/Zurich. */
    created: string;
    edited: string;
    created_at: string;
    updated_at: string;
  };
  learnsets: {
    id: string;
    owner_id: string;
    title: string;
    subject: string;
    description: string;
    class_: string;
    grade: string;
    language: string;
    /** Number of exercises. */
    size: number;
    /** 'YYYY-MM-DD_HH-MM-SS', Europe/Zurich. */
    created: string;
    edited: string;
    /** ISO-8601 UTC of the last write (versions the cached list); '' for rows written by other tools. */
    updated_at: Generated<string>;
  };
  exercises: {
    id: string;
    set_id: string;
    position: number;
    question: string;
    answer: string;
    /** JSON array of alternative answers. */
    answers: string;
    frequency: number;
    auto_check: number;
  };
  statistics: { user_id: string; exercise_id: string; correct: number; wrong: number };
  /** Append-only log of answers; value 1 correct, 0 wrong. */
  answers: {
    id: string;
    user_id: string;
    exercise_id: string;
    answer: string;
    value: number;
    at: string;
    /** The browser's id of the answer (unique per user); null from old clients. */
    client_id: string | null;
    /** learn, cards, test, match or review; null from old clients. */
    mode: string | null;
  };
  /** FSRS memory state of one exercise for one learner (ts-fsrs Card, dates as ISO text). */
  card_states: {
    user_id: string;
    exercise_id: string;
    due: string;
    stability: number;
    difficulty: number;
    scheduled_days: number;
    learning_steps: number;
    reps: number;
    lapses: number;
    state: number;
    last_review: string | null;
  };
  /** Cards per learner and FSRS state, kept by triggers on card_states. */
  card_counts: { user_id: string; state: number; n: number };
  /** Moves on with each answer of a learner: versions their cached learn-mode statistics. */
  stats_versions: { user_id: string; version: number };
  /** Sets a learner has answered in. */
  started_sets: { user_id: string; set_id: string };
  /** A learner's exam date for a set: 'YYYY-MM-DD', Zurich. */
  exam_dates: { user_id: string; set_id: string; day: string };
  /** Random 10-digit number per account, part of its QR-bill references. */
  payment_numbers: { user_id: string; number: string; created_at: string };
  /** Bank credits matched to a bill; user_id is null once the account is deleted. */
  payments: {
    id: string;
    bank_entry_id: string;
    reference: string;
    amount_cents: number;
    currency: string;
    /** YYYY-MM-DD */
    booked_on: string;
    user_id: string | null;
    plan: string;
    outcome: 'granted' | 'wrong-amount';
    paid_until: string | null;
    imported_at: string;
  };
  authorisations: { id: string; user_id: string; app_host: string; created_at: string };
  blocked_ips: { cidr: string; created_at: string };
}
