import { StarterSetsRepository } from '../../kernel/starter-sets.repository';
import { DocumentStorage } from '../../modules/documents/document-storage';
import { OperatorService } from '../../modules/operator/operator.service';
import { expectPositional, parseArgs } from '../args';
import type { Command } from '../command';
import { DEMO_CLASS, DEMO_PASSWORD } from '../demo/demo-school';
import { demoEmails, type DemoSummary, plantDemoSchool } from '../demo/plant-demo';

const USAGE = 'demo';

function summaryLines(summary: DemoSummary, signInUrl: string): string[] {
  const width = Math.max(...summary.pupils.map((p) => p.name.length));
  return [
    `Demo-Schule angelegt: ${summary.pupils.length} Konten der Klasse ${DEMO_CLASS}, ${summary.sets} Lernsets, ` +
      `${summary.documents} Dokumente, ${summary.events} Kalendertermine, ${summary.answers} Antworten` +
      `${summary.news ? ' und eine News' : ''}.`,
    `Anmelden unter ${signInUrl} mit dem Passwort ${DEMO_PASSWORD}:`,
    ...summary.pupils.map((p) => `  ${p.name.padEnd(width)}  ${p.email}`),
  ];
}

/**
 * `npm run demo`: a new installation gets a demo school, written through the server's own calls
 * (docs/decisions/0059-demo-school-and-starter-sets.md). It never touches an installation in
 * use: with any account present it refuses and changes nothing, the demo's own included.
 */
export const demoCommand: Command = {
  words: ['demo'],
  usage: USAGE,
  summary: 'Eine neue Installation mit einer Demo-Schule füllen (Konten, Lernsets, Dokumente, Kalender, News)',
  async run(args, ctx) {
    expectPositional(parseArgs(args, USAGE), 0, USAGE);
    const { db } = await ctx.database();
    const operator = new OperatorService(db, new DocumentStorage(ctx.config.filesDir));
    const emails = demoEmails(ctx.config);
    for (const email of emails) {
      if (await operator.repository.findUserByEmail(email)) {
        throw new Error(
          `Die Demo-Schule besteht bereits; es wurde nichts geändert. Anmelden z. B. mit ${email} und dem Passwort ${DEMO_PASSWORD}.`,
        );
      }
    }
    if (await operator.repository.hasAccounts()) {
      throw new Error(
        'Diese Installation hat bereits Konten; es wurde nichts geändert. Die Demo-Schule wird nur in einer neuen Installation angelegt.',
      );
    }
    await new StarterSetsRepository(db).plantOnce(new Date());
    const created: string[] = [];
    let summary: DemoSummary;
    try {
      summary = await plantDemoSchool(await ctx.app(), db, ctx.config, created);
    } catch (error) {
      // Half a school would block the next try (it has accounts): the accounts go, with all they made.
      for (const id of created) await operator.deleteUser(id, false);
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `Die Demo-Schule konnte nicht angelegt werden (${reason}); die angelegten Konten sind wieder entfernt.`,
      );
    }
    for (const line of summaryLines(summary, `${ctx.config.publicUrl}/anmelden`)) ctx.out(line);
  },
};
