import { PRODUCT_NAME } from '@app/shared';
import type { MailMessage } from '../../mail/mailer';

/** The mail with the link that finishes a registration. */
export function confirmationMail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: `Registrierung bei der ${PRODUCT_NAME} abschliessen`,
    text: [
      `Guten Tag ${name}`,
      '',
      'Bitte öffnen Sie den folgenden Link innerhalb von 15 Minuten, um Ihre Registrierung abzuschliessen:',
      '',
      link,
      '',
      'Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren; es wird dann kein Konto erstellt.',
      '',
      'Freundliche Grüsse',
      `Ihre ${PRODUCT_NAME}`,
    ].join('\n'),
  };
}

/** Told to the owner of an address that already has an account; the screen reveals nothing. */
export function alreadyRegisteredMail(to: string, signInLink: string): MailMessage {
  return {
    to,
    subject: `Registrierungsversuch bei der ${PRODUCT_NAME}`,
    text: [
      'Guten Tag',
      '',
      'Soeben wurde versucht, mit Ihrer E-Mail-Adresse ein neues Konto zu erstellen. Sie haben bereits ein Konto; es wurde nichts verändert.',
      '',
      `Falls Sie das waren, melden Sie sich hier an: ${signInLink}`,
      'Falls nicht, können Sie diese E-Mail ignorieren.',
      '',
      'Freundliche Grüsse',
      `Ihre ${PRODUCT_NAME}`,
    ].join('\n'),
  };
}

/**
 * Told to the owner of an account once its sign-in from unknown browsers is locked after wrong
 * passwords: once per lockout, never per guess. It names no address or place (no IP is kept).
 */
export function lockoutMail(
  to: string,
  name: string,
  failures: number,
  minutes: number,
  settingsLink: string,
): MailMessage {
  return {
    to,
    subject: `Falsche Passwörter für Ihr Konto bei der ${PRODUCT_NAME}`,
    text: [
      `Guten Tag ${name}`,
      '',
      `Soeben wurde ${failures}-mal ein falsches Passwort für Ihr Konto eingegeben. Zum Schutz Ihres Kontos ist die Anmeldung deshalb für ${minutes} Minuten nur in Browsern möglich, in denen Sie sich schon einmal angemeldet haben.`,
      '',
      'Falls Sie das selbst waren, müssen Sie nichts tun. Falls nicht, hat jemand versucht, Ihr Passwort zu erraten. Ihr Konto bleibt sicher, solange niemand Ihr Passwort kennt. Verwenden Sie es nirgends sonst; ändern können Sie es in den Einstellungen:',
      '',
      settingsLink,
      '',
      'Freundliche Grüsse',
      `Ihre ${PRODUCT_NAME}`,
    ].join('\n'),
  };
}

/** The 'Passwort vergessen?' link: sent only to an address that has an account. */
export function passwordResetMail(to: string, name: string, link: string, minutes: number): MailMessage {
  return {
    to,
    subject: `Neues Passwort für die ${PRODUCT_NAME}`,
    text: [
      `Guten Tag ${name}`,
      '',
      `Bitte öffnen Sie den folgenden Link innerhalb von ${minutes} Minuten, um ein neues Passwort festzulegen. Der Link funktioniert einmal; danach werden Sie auf allen Geräten abgemeldet.`,
      '',
      link,
      '',
      'Falls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt dann unverändert.',
      '',
      'Freundliche Grüsse',
      `Ihre ${PRODUCT_NAME}`,
    ].join('\n'),
  };
}
