import { PRODUCT_NAME } from '@app/shared';
import type { MailList } from '../../kernel/unsubscribe.repository';

/** What the page says per list: the German texts of the unsubscribe page. */
export const UNSUBSCRIBE_TEXTS = {
  newsletter: {
    title: 'Newsletter abbestellen',
    question: `Möchten Sie den Newsletter der ${PRODUCT_NAME} nicht mehr erhalten? Ein Klick genügt, eine Anmeldung ist nicht nötig.`,
    button: 'Newsletter abbestellen',
    done: 'Sie erhalten den Newsletter nicht mehr.',
    already: 'Sie erhalten den Newsletter bereits nicht mehr.',
  },
  reminder: {
    title: 'Lern-Erinnerung abbestellen',
    question:
      'Möchten Sie keine Lern-Erinnerungen per E-Mail mehr erhalten? Ein Klick genügt, eine Anmeldung ist nicht nötig.',
    button: 'Lern-Erinnerung abbestellen',
    done: 'Sie erhalten keine Lern-Erinnerungen mehr.',
    already: 'Sie erhalten bereits keine Lern-Erinnerungen mehr.',
  },
  invalidTitle: 'Link ungültig',
  invalid:
    'Dieser Abmeldelink ist ungültig, abgelaufen oder wurde bereits verwendet, oder das Konto gibt es nicht mehr. Sie können die E-Mails in den Einstellungen abbestellen.',
  again: 'Sie können das jederzeit in den Einstellungen unter «Benachrichtigungen» wieder ändern.',
  settingsLink: 'Zu den Einstellungen',
} as const;

/** The settings' topic «Benachrichtigungen», which holds both choices; the web app finds it by this id. */
const SETTINGS_HREF = '/einstellungen#benachrichtigungen';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A small page of its own, not the web app: it must work from any mail program, without
 * JavaScript and without signing in. Styles inline (the site's CSP allows them), no script.
 */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} – ${PRODUCT_NAME}</title>
<style>
body { font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a; background: #fff; max-width: 40em; margin: 2em auto; padding: 0 1em; overflow-wrap: anywhere; }
button { font: inherit; min-height: 2.75em; padding: 0.5em 1.25em; border: 2px solid #1d4ed8; border-radius: 0.375em; background: #1d4ed8; color: #fff; cursor: pointer; }
a { color: #1d4ed8; }
a, button { outline-offset: 3px; }
a:focus-visible, button:focus-visible { outline: 3px solid #111; }
</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
<p><a href="${SETTINGS_HREF}">${UNSUBSCRIBE_TEXTS.settingsLink}</a></p>
</main></body></html>`;
}

/** The page a working link opens: a question and the button that POSTs to the same address. */
export function confirmPage(list: MailList, token: string): string {
  const t = UNSUBSCRIBE_TEXTS[list];
  // The form sends what a mail program's one-click POST sends (RFC 8058).
  return page(
    t.title,
    `<p>${t.question}</p>
<form method="post" action="?t=${escapeHtml(encodeURIComponent(token))}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${t.button}</button>
</form>
<p>${UNSUBSCRIBE_TEXTS.again}</p>`,
  );
}

/** A link of a list the account does not get any more. */
export function alreadyPage(list: MailList): string {
  const t = UNSUBSCRIBE_TEXTS[list];
  return page(t.title, `<p>${t.already}</p>`);
}

/** After the POST. */
export function donePage(list: MailList): string {
  const t = UNSUBSCRIBE_TEXTS[list];
  return page(t.title, `<p role="status">${t.done}</p><p>${UNSUBSCRIBE_TEXTS.again}</p>`);
}

/** An unknown, malformed, used or expired token (404). */
export function invalidPage(): string {
  return page(UNSUBSCRIBE_TEXTS.invalidTitle, `<p>${UNSUBSCRIBE_TEXTS.invalid}</p>`);
}
