/** Field messages of SPEC §5 (evident mistakes corrected, docs/decisions/0038-german-texts-corrected.md). */
export const ACCOUNT_MESSAGES = {
  emailRequired: 'Sie müssen Ihre E-Mail angeben.',
  emailInvalid: 'Dies ist keine valide E-Mail-Adresse.',
  signInPasswordRequired: 'Sie müssen Ihr Passwort angeben.',
  nameRequired: 'Sie müssen Ihren Namen angeben.',
  nameInvalid: 'Bitte geben Sie Ihren Namen so an, wie dieser bei der Schule genutzt wird.',
  classRequired: 'Sie müssen Ihre Klasse angeben oder das Feld mit «-» ausfüllen.',
  classInvalid: 'Die Klassen- und Kursbezeichnungen konnten von unserem System nicht erkannt werden.',
  gradeRequired: 'Sie müssen Ihre Klassenstufe angeben oder das Feld mit «-» ausfüllen.',
  passwordRequired: 'Sie müssen ein Passwort festlegen.',
  passwordMin: 'Ihr Passwort muss mindestens 8 Zeichen lang sein.',
  passwordRepeatRequired: 'Sie müssen Ihr Passwort wiederholen.',
  passwordsDiffer: 'Die Passwörter unterscheiden sich.',
  termsRequired: 'Sie müssen die Nutzungsbedingungen akzeptieren.',
  searchRequired: 'Sie müssen eine Suchmaschine auswählen.',
  oldPasswordRequired: 'Sie müssen Ihr altes Passwort angeben.',
  newPasswordMin: 'Ihr neues Passwort muss mindestens 8 Zeichen lang sein.',
  newPasswordRepeatRequired: 'Sie müssen Ihr neues Passwort wiederholen.',
  newPasswordsDiffer: 'Die neuen Passwörter unterscheiden sich.',
  favoritesInvalid: 'Die Favoriten müssen wie im Platzhalter formatiert eingegeben werden.',
  passwordMax: 'Ihr Passwort darf maximal 1024 Zeichen lang sein.',
  themeInvalid: 'Dieses Farbschema gibt es nicht.',
  signInFailed: 'Diese Kombination aus E-Mail und Passwort existiert nicht.',
} as const;

/** Success alerts of SPEC §8 (three corrected by decision 0038), and those of the added settings. */
export const SETTINGS_SUCCESS = {
  iframe: 'Ihre iFrame-Einstellung wurde aktualisiert.',
  newsletter: 'Ihre Benachrichtigungseinstellung wurde aktualisiert.',
  class_: 'Ihre Klasse(n) wurde aktualisiert.',
  grade: 'Ihre Klassenstufe wurde aktualisiert.',
  search: 'Ihre Suchmaschine wurde aktualisiert.',
  password: 'Ihr Passwort wurde aktualisiert. Sie werden abgemeldet.',
  favorites: 'Ihre Favoriten wurden aktualisiert.',
  theme: 'Ihr Farbschema wurde aktualisiert.',
  retention: 'Ihr Lernziel wurde aktualisiert.',
  'answer-check': 'Ihre Einstellungen zum Prüfen der Antworten wurden aktualisiert.',
  reminder: 'Ihre Einstellung zur Lern-Erinnerung wurde aktualisiert.',
  'week-goal': 'Ihr Wochenziel wurde aktualisiert.',
} as const;

export type SettingKey = keyof typeof SETTINGS_SUCCESS;

/** Texts of the registration and sign-in flow that SPEC §2 gives. */
export const ACCOUNT_TEXTS = {
  creating: 'Ihr Konto wird erstellt. Bitte warten Sie einen Moment.',
  created: 'Ihr Konto wurde erfolgreich erstellt.',
  loggingOut: 'Sie werden abgemeldet.',
  registered:
    'Wir haben Ihnen eine E-Mail mit einem Link geschickt. Öffnen Sie den Link innerhalb von 15 Minuten, um die Registrierung abzuschliessen.',
  codeExpired: 'Dieser Link ist abgelaufen. Bitte registrieren Sie sich erneut.',
  codeInvalid: 'Dieser Link ist ungültig oder wurde bereits verwendet. Bitte registrieren Sie sich erneut.',
  loggedOut: 'Sie wurden abgemeldet.',
  tooManySignIns: 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  tooManyPasswordChecks:
    'Zu viele falsche Passwörter. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  tooManyRegistrations: 'Zu viele Registrierungen von dieser Adresse. Bitte versuchen Sie es später erneut.',
  banned: 'Dieses Konto wurde gesperrt. Bitte wenden Sie sich an den Betreiber.',
} as const;
