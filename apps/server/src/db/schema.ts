import type { CardMemory } from '@app/shared/learnsets/memory-model';
import type { Generated, Insertable, Selectable } from 'kysely';

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
    /** Kinder answer checking (0/1 each); all 0 is SPEC's exact match. */
    answer_ignore_case: number;
    answer_ignore_accents: number;
    answer_allow_typo: number;
    /**
     * The learning reminder by e-mail (0/1). Optional in inserts only: the column's default 0
     * (off) applies to accounts made without it; every selected row has it.
     */
    reminder?: number;
    /**
     * When the account's first session began (ISO); that session greets with 'Willkommen', later
     * ones with 'Willkommen zurück'. Null until the first sign-in; optional in inserts only.
     */
    first_sign_in_at?: string | null;
    /** Days a week the pupil means to learn (1 to 7); null: no weekly goal. Optional in inserts only. */
    week_goal?: number | null;
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
  /** SHA-256 (hex) of a mailed 'Passwort vergessen?' link's token; the row is consumed when used. */
  password_resets: { token_hash: string; user_id: string; created_at: string; expires_at: string };
  throttle: { key: string; count: number; window_ends: string };
  /** SQLite only: changes to sessions and accounts, counted by triggers (one row). */
  session_changes: { n: number };
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
    /** The file's extension in lower case, e.g. 'pdf'. */
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
    /** Times the file was fetched whole (no personal data). */
    downloads: Generated<number>;
  };
  /** Text and first-page picture of a document's file, per file version (modules/library). */
  document_files: {
    document_id: string;
    /** The file this row was made from (its name and size); another version makes it again. */
    file_version: string;
    text: string;
    pages: number;
    /** 'done' | 'empty' | 'failed' | 'unsupported' | 'tool-missing' */
    text_state: string;
    /** How the text was read: 'pdftotext', 'ocr', 'office', 'plain', '' */
    text_method: string;
    /** File name under files/thumbnails/, null when none could be made. */
    thumbnail: string | null;
    thumb_state: string;
    error: string | null;
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
    /** The questions' language ('de' unless the owner chose another); `language` is the answers'. */
    question_language: Generated<string>;
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
    /** Ids of learnset_images shown with the question and the answer; null: none. */
    question_image: string | null;
    answer_image: string | null;
  };
  /** Images on cards; their bytes are files/learnset-images/{storage_key}, counted in the owner's storage. */
  learnset_images: {
    id: string;
    owner_id: string;
    /** image/png, image/jpeg or image/webp, from the content. */
    content_type: string;
    /** Bytes; bigint on PostgreSQL, read back as a number. */
    size: number;
    width: number;
    height: number;
    storage_key: string;
    /** ISO-8601 UTC. */
    created_at: string;
  };
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
  /**
   * One exercise for one learner: the counts of right and wrong answers (SPEC's statistics) and
   * the FSRS memory state (`CardMemory`, shared with the device that learns offline). Keyed by
   * exercise, then learner.
   */
  card_states: CardMemory & {
    user_id: string;
    exercise_id: string;
    correct: Generated<number>;
    wrong: Generated<number>;
  };
  /** Cards per learner and FSRS state, kept by triggers on card_states. */
  card_counts: { user_id: string; state: number; n: number };
  /** Moves on with each answer of a learner: versions their cached learn-mode statistics. */
  stats_versions: { user_id: string; version: number };
  /** Sets a learner has answered in. */
  started_sets: { user_id: string; set_id: string };
  /** The selections a pupil last opened a study mode with (a few per account): 'Weiterlernen'. */
  recent_studies: { user_id: string; set_ids: string; mode: string; studied_at: string };
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
  /** Own calendars; `reserved` marks the two every account has ('exams', 'homework'). */
  calendars: {
    id: string;
    owner_id: string;
    name: string;
    reserved: string | null;
    /** A class designation of the owner's it is shared with (a label: members read it); null: not shared. */
    share_class: string | null;
    /** SHA-256 (hex) of the phone address's secret; null until one is made. */
    feed_hash: string | null;
    /** The join link's code (128 random bits, base64url); null: nobody can join. */
    join_code: string | null;
    created_at: string;
  };
  /** A calendar subscribed by address: fetched again when due; its events are read-only. */
  calendar_sources: {
    calendar_id: string;
    /** http(s) address (webcal:// already turned into https://). */
    url: string;
    /** ISO time it is fetched next; a refresh claims it by moving it on. */
    refresh_due_at: string;
    /** ISO time of the last fetch that worked. */
    refreshed_at: string | null;
    /** German reason the last fetch failed; null when it worked. */
    error: string | null;
  };
  /** Day 'YYYY-MM-DD' and time 'HH:MM' (null: all day) in Zurich; duration in minutes. */
  calendar_events: {
    id: string;
    calendar_id: string;
    title: string;
    day: string;
    time: string | null;
    duration: number | null;
    /** exam, homework or appointment. */
    kind: string;
    note: string;
    /** Imported events: UID and recurrence in the file, so a second import updates them. */
    source_uid: string | null;
    created_at: string;
    updated_at: string;
  };
  calendar_event_sets: { event_id: string; set_id: string };
  calendar_event_documents: { event_id: string; document_id: string };
  /** Calendars shared with a class that a classmate put on the start page. */
  calendar_subscriptions: { user_id: string; calendar_id: string };
  /** Pupils who joined a shared calendar with its link: only they (and the owner) read it. */
  calendar_members: {
    calendar_id: string;
    user_id: string;
    joined_at: string;
    /** SHA-256 (hex) of the member's own phone address secret; null until one is made. */
    feed_hash: string | null;
  };
  /**
   * Background work per item (lib/jobs): queued by triggers when a document or learning set changes,
   * claimed under a lease (`locked_until`, ISO), retried after `run_after` ('' = now).
   */
  jobs: {
    kind: string;
    item_id: string;
    generation: Generated<number>;
    run_after: Generated<string>;
    attempts: Generated<number>;
    locked_until: string | null;
    locked_by: string | null;
    last_error: string | null;
  };
  /** The library's search index (modules/library/search, migration 0029): derived, never backed up. */
  search_items: {
    id: Generated<number>;
    kind: 'document' | 'learnset';
    item_id: string;
    /** JSON array of the item's postings' [term, score]. */
    terms: Generated<string>;
  };
  search_postings: {
    term: string;
    item: number;
    /** 0: document, 1: set. */
    k: number;
    score: number;
    in_title: number;
    /** Where the term is best shown: 'description', 'meta', 'text', 'card', or '' (title only). */
    field: string;
    pos: number;
  };
  /** The text snippets are cut from, in pieces of SNIPPET_CHUNK characters (numbered from 0). */
  search_chunks: { item: number; n: number; text: string };
  search_vocab: { term: string; items: number };
  /** A newsletter file, identified by the SHA-256 (hex) of its content. */
  newsletters: { id: string; subject: string; created_at: string };
  /** One newsletter to one account: 'sending' (claimed, never sent again), 'sent' or 'failed'. */
  newsletter_deliveries: {
    newsletter_id: string;
    user_id: string;
    status: 'sending' | 'sent' | 'failed';
    attempts: number;
    updated_at: string;
  };
  /** The learning reminder of one account and Zurich day: 'sending', 'sent', 'failed' or 'none' (nothing due). */
  reminder_mails: {
    user_id: string;
    day: string;
    status: 'sending' | 'sent' | 'failed' | 'none';
    attempts: number;
    updated_at: string;
  };
  /** SHA-256 (hex) of the unsubscribe token of one mailing to one account and list ('newsletter' or 'reminder'). */
  unsubscribe_tokens: {
    token_hash: string;
    user_id: string;
    list: 'newsletter' | 'reminder';
    /** The newsletter's id or the reminder's Zurich day; '' for links mailed before migration 0017. */
    mailing: string;
    created_at: string;
    /** ISO-8601 UTC; the link does nothing from then on. */
    expires_at: string;
    /** When the link was used, or another of the account's links of the list; null: unused. */
    used_at: string | null;
  };
}

/**
 * A row of a table as a query reads it. (Users' rows stay `Database['users']`: its columns that
 * are optional in inserts only are written `?:`, which `Selectable` would turn into `| undefined`.)
 */
export type Row<T extends keyof Database> = Selectable<Database[T]>;
/** An account's row (see above for why it is not `Row<'users'>`). */
export type UserRow = Database['users'];
/** A row of a table as an insert writes it (defaults and generated columns optional). */
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
