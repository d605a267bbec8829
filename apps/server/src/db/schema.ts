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
}
