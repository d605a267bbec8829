import fs from 'node:fs/promises';
import { PLANS, toSwissDate } from '@app/shared';
import { CamtError, parseCamt } from '../../modules/premium/camt';
import { type ImportLine, importCredits } from '../../modules/premium/payment-import.service';
import { PremiumService } from '../../modules/premium/premium.service';
import { emailArg, expectPositional, parseArgs } from '../args';
import { type Command, UsageError } from '../command';

const GRANT_USAGE = 'premium grant <email> <premium|lite> [--years N]';
const IMPORT_USAGE = 'payments import <datei.xml>';

const HEADINGS: Record<ImportLine['outcome'], string> = {
  matched: 'Zugeordnet und freigeschaltet',
  'wrong-amount': 'Falscher Betrag (nichts freigeschaltet)',
  unmatched: 'Nicht zugeordnet',
  'already-imported': 'Bereits früher importiert',
};

const chf = (cents: number, currency: string) => `${currency} ${(cents / 100).toFixed(2)}`;

export const premiumCommands: Command[] = [
  {
    words: ['premium', 'grant'],
    usage: GRANT_USAGE,
    summary: 'Premium oder Premium Lite verlängern (ab heute bzw. ab dem bisherigen Ablaufdatum)',
    async run(args, { config, database, out }) {
      const parsed = parseArgs(args, GRANT_USAGE, { options: ['--years'] });
      const [rawEmail, plan] = expectPositional(parsed, 2, GRANT_USAGE);
      const email = emailArg(rawEmail, GRANT_USAGE);
      if (plan !== 'premium' && plan !== 'lite') {
        throw new UsageError(
          `Plan "${plan}" gibt es nicht: premium oder lite. Aufruf: npm run admin -- ${GRANT_USAGE}`,
        );
      }
      const yearsText = parsed.options.get('--years') ?? '1';
      if (!/^\d{1,2}$/.test(yearsText) || Number(yearsText) < 1) {
        throw new UsageError(`--years muss eine ganze Zahl von 1 bis 99 sein, nicht "${yearsText}".`);
      }
      const years = Number(yearsText);
      const service = new PremiumService((await database()).db, config.payee);
      const user = await service.repository.findUserByEmail(email);
      if (!user) throw new UsageError(`Es gibt kein Konto mit der E-Mail-Adresse ${email}.`);
      const until = await service.grant(user.id, plan, years);
      out(`${PLANS[plan].label} für ${email} um ${years} Jahr(e) verlängert: gültig bis ${toSwissDate(until)}.`);
    },
  },
  {
    words: ['payments', 'import'],
    usage: IMPORT_USAGE,
    summary: 'Bankdatei (camt.054 oder camt.053) einlesen und bezahlte Pläne freischalten; mehrfach ausführbar',
    async run(args, { config, database, out }) {
      const [file = ''] = expectPositional(parseArgs(args, IMPORT_USAGE), 1, IMPORT_USAGE);
      const xml = await fs.readFile(file, 'utf8').catch(() => {
        throw new UsageError(`Datei ${file} kann nicht gelesen werden.`);
      });
      let parsed;
      try {
        parsed = parseCamt(xml);
      } catch (error) {
        if (error instanceof CamtError) throw new UsageError(`${file}: ${error.message}`);
        throw error;
      }
      const service = new PremiumService((await database()).db, config.payee);
      const lines = await importCredits(service.repository, parsed.credits);
      out(
        `${parsed.kind}: ${parsed.credits.length} Gutschrift(en) gelesen, ${parsed.ignored} andere Buchung(en) übersprungen.`,
      );
      for (const outcome of ['matched', 'wrong-amount', 'unmatched', 'already-imported'] as const) {
        const group = lines.filter((l) => l.outcome === outcome);
        out(`${HEADINGS[outcome]}: ${group.length}`);
        for (const { credit, detail } of group) {
          const ref = credit.reference ?? 'ohne Referenz';
          out(`  ${credit.bookedOn}  ${chf(credit.amountCents, credit.currency)}  ${ref}  ${detail}`);
        }
      }
    },
  },
];
