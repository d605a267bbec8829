import fs from 'node:fs/promises';
import path from 'node:path';
import { createMailer } from '../../mail/mailer';
import { NewsletterContentError, renderNewsletter } from '../../modules/newsletter/newsletter-content';
import { sendNewsletter } from '../../modules/newsletter/newsletter-send.service';
import { UnsubscribeLinks } from '../../kernel/unsubscribe-links';
import { expectPositional, parseArgs } from '../args';
import { type Command, UsageError } from '../command';

const SEND_USAGE = 'newsletter send <datei.md|datei.html> [--subject "Betreff"]';

export const newsletterCommands: Command[] = [
  {
    words: ['newsletter', 'send'],
    usage: SEND_USAGE,
    summary:
      'Newsletter (Markdown oder HTML, bereinigt) an alle Konten senden, die ihn bestellt haben; erneut ausführbar, niemand erhält ihn zweimal',
    async run(args, { config, database, out }) {
      const parsed = parseArgs(args, SEND_USAGE, { options: ['--subject'] });
      const [file = ''] = expectPositional(parsed, 1, SEND_USAGE);
      const source = await fs.readFile(file, 'utf8').catch(() => {
        throw new UsageError(`Datei ${file} kann nicht gelesen werden.`);
      });
      let content;
      try {
        content = renderNewsletter(path.basename(file), source, {
          subject: parsed.options.get('--subject'),
          publicUrl: config.publicUrl,
        });
      } catch (error) {
        if (error instanceof NewsletterContentError)
          throw new UsageError(`${error.message} Aufruf: npm run admin -- ${SEND_USAGE}`);
        throw error;
      }
      const { db } = await database();
      const outboxDir = path.join(config.dataDir, 'mail');
      const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir, log: () => {} });
      const links = await UnsubscribeLinks.create(db, {
        publicUrl: config.publicUrl,
        mailto: config.listUnsubscribeMail,
      });
      out(
        `Newsletter «${content.subject}» (${content.id.slice(0, 12)}): ${config.mailRate} Mail(s) pro Sekunde, ${
          config.smtpUrl ? 'über SMTP' : `als .eml-Dateien in ${outboxDir} (SMTP_URL ist nicht gesetzt)`
        }.`,
      );
      const report = await sendNewsletter(content, { db, mailer, links, rate: config.mailRate });
      out(
        `${report.recipients} Empfänger: gesendet ${report.sent}, übersprungen ${report.skipped}, fehlgeschlagen ${report.failed}${
          report.notTried ? `, nicht versucht ${report.notTried}` : ''
        }.`,
      );
      if (report.failed > 0) {
        // Exit code 1: a script sees that the run is not complete.
        throw new Error(
          `${report.failed} Mail(s) fehlgeschlagen (zuletzt: ${report.lastError ?? 'unbekannt'}). Derselbe Befehl sendet sie erneut; wer den Newsletter schon hat, wird übersprungen.`,
        );
      }
    },
  },
];
