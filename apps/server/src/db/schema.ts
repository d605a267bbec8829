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
}
