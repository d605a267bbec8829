/** `info` of `GET /api/v1/account` (SPEC §3). Never carries secrets. */
export interface AccountInfo {
  id_: string;
  name: string;
  newsletter: boolean;
  theme: string;
  iframe: boolean;
  /** `YYYY-MM-DD`, last day Premium is valid. */
  payment: string;
  /** `YYYY-MM-DD`, last day Premium Lite is valid. */
  payment_lite: string;
  search: string;
  classes: string[];
  grade: string;
  /** Entries 'url|label'. */
  favorites: string[];
}

export interface Account {
  valid: boolean;
  paid: boolean;
  paidLite: boolean;
  info: AccountInfo | null;
}

export const VISITOR_ACCOUNT: Account = { valid: false, paid: false, paidLite: false, info: null };
