import { activePlan, toSwissDate, toZurichDay } from '@app/shared';
import type { UserRow } from '../../db/schema';
import { DocumentStorage } from '../../modules/documents/document-storage';
import { OperatorService } from '../../modules/operator/operator.service';
import { emailArg, expectPositional, parseArgs } from '../args';
import { type CliContext, type Command, UsageError } from '../command';

const service = async (ctx: CliContext) =>
  new OperatorService((await ctx.database()).db, new DocumentStorage(ctx.config.filesDir));

async function findUser(ops: OperatorService, args: string[], usage: string): Promise<UserRow> {
  const [raw] = expectPositional(parseArgs(args, usage), 1, usage);
  const email = emailArg(raw, usage);
  const user = await ops.repository.findUserByEmail(email);
  if (!user) throw new UsageError(`Es gibt kein Konto mit der E-Mail-Adresse ${email}.`);
  return user;
}

function planText(user: UserRow, today: string): string {
  const plan = activePlan(user.payment, user.payment_lite, today);
  if (plan.key === 'standard') return plan.label;
  return `${plan.label} bis ${toSwissDate(plan.key === 'premium' ? user.payment : user.payment_lite)}`;
}

const day = (iso: string) => toSwissDate(toZurichDay(new Date(iso)));

export const userCommands: Command[] = [
  {
    words: ['user', 'list'],
    usage: 'user list',
    summary: 'Alle Konten auflisten (E-Mail, Name, Plan, gesperrt)',
    async run(args, ctx) {
      expectPositional(parseArgs(args, 'user list'), 0, 'user list');
      const users = await (await service(ctx)).repository.listUsers();
      const today = toZurichDay(new Date());
      for (const u of users) {
        ctx.out(
          [u.email, u.name, `seit ${day(u.created_at)}`, planText(u, today), u.banned ? 'GESPERRT' : '']
            .filter(Boolean)
            .join('  |  '),
        );
      }
      ctx.out(`${users.length} ${users.length === 1 ? 'Konto' : 'Konten'}.`);
    },
  },
  {
    words: ['user', 'show'],
    usage: 'user show <email>',
    summary: 'Ein Konto mit Plan, Sitzungen, Inhalten und Autorisierungen anzeigen',
    async run(args, ctx) {
      const ops = await service(ctx);
      const user = await findUser(ops, args, 'user show <email>');
      const counts = await ops.repository.counts(user.id);
      const grants = await ops.repository.authorisations(user.id);
      const today = toZurichDay(new Date());
      const lines: Array<[string, string]> = [
        ['E-Mail', user.email],
        ['Name', user.name],
        ['ID', user.id],
        ['Klasse(n)', user.classes],
        ['Klassenstufe', user.grade],
        ['Registriert', day(user.created_at)],
        ['Plan', planText(user, today)],
        ['Premium bis', toSwissDate(user.payment)],
        ['Premium Lite bis', toSwissDate(user.payment_lite)],
        ['Gesperrt', user.banned ? 'ja' : 'nein'],
        ['Aktive Sitzungen', String(counts.sessions)],
        ['Dokumente', String(counts.documents)],
        ['Lernsets', String(counts.learnsets)],
        ['Statistik-Einträge', String(counts.statistics)],
        ['Zahlungen', String(counts.payments)],
        ['Autorisierungen', grants.map((g) => `${g.app_host} (${day(g.created_at)})`).join(', ') || 'keine'],
      ];
      for (const [label, value] of lines) ctx.out(`${`${label}:`.padEnd(20)}${value}`);
    },
  },
  {
    words: ['user', 'ban'],
    usage: 'user ban <email>',
    summary: 'Konto sperren: beendet alle Sitzungen, Anmelden wird verweigert',
    async run(args, ctx) {
      const ops = await service(ctx);
      const user = await findUser(ops, args, 'user ban <email>');
      const ended = await ops.ban(user.id);
      ctx.out(`Konto ${user.email} gesperrt; ${ended} Sitzung(en) beendet.`);
    },
  },
  {
    words: ['user', 'unban'],
    usage: 'user unban <email>',
    summary: 'Sperre eines Kontos aufheben',
    async run(args, ctx) {
      const ops = await service(ctx);
      const user = await findUser(ops, args, 'user unban <email>');
      await ops.unban(user.id);
      ctx.out(`Sperre von ${user.email} aufgehoben${user.banned ? '' : ' (war nicht gesperrt)'}.`);
    },
  },
  {
    words: ['user', 'delete'],
    usage: 'user delete <email> [--keep-content]',
    summary: 'Konto mit Sitzungen und Statistiken löschen; ohne --keep-content auch Dokumente und Lernsets',
    async run(args, ctx) {
      const usage = 'user delete <email> [--keep-content]';
      const parsed = parseArgs(args, usage, { flags: ['--keep-content'] });
      const ops = await service(ctx);
      const user = await findUser(ops, parsed.positional, usage);
      const keep = parsed.flags.has('--keep-content');
      const removed = await ops.deleteUser(user.id, keep);
      ctx.out(
        keep
          ? `Konto ${user.email} gelöscht (mit Sitzungen und Statistiken); Dokumente und Lernsets bleiben als «Gelöschtes Konto» erhalten.`
          : `Konto ${user.email} gelöscht, mit Sitzungen, Statistiken, ${removed.documents} Dokument(en) samt Dateien und ${removed.learnsets} Lernset(s).`,
      );
    },
  },
];
