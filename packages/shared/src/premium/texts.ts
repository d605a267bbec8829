/** Texts of the premium pages (SPEC §2/§4). */
export const PREMIUM_TEXTS = {
  premiumValid: (day: string) => `Ihr Premium ist gültig bis ${day}.`,
  liteValid: (day: string) => `Ihr Premium Lite ist gültig bis ${day}.`,
  none: 'Sie haben zurzeit weder Premium noch Premium Lite.',
  buy: 'Kaufen',
  extend: 'Verlängern',
  loginRequired: 'Sie müssen angemeldet sein, um Premium kaufen zu können.',
  notConfigured:
    'Die Bezahlung ist noch nicht möglich, da noch kein Zahlungskonto eingerichtet ist. Bitte versuchen Sie es später erneut.',
  billFailed: 'Die QR-Rechnung konnte nicht erstellt werden. Bitte versuchen Sie es später erneut.',
} as const;
