import { parseCidr } from '../../lib/cidr';
import { BlockedIpsRepository } from '../../modules/ip-block/blocked-ips.repository';
import { expectPositional, parseArgs } from '../args';
import { type CliContext, type Command, UsageError } from '../command';

const repository = async (ctx: CliContext) => new BlockedIpsRepository((await ctx.database()).db);

function cidrArg(args: string[], usage: string): string {
  const [raw = ''] = expectPositional(parseArgs(args, usage), 1, usage);
  const cidr = parseCidr(raw);
  if (!cidr) {
    throw new UsageError(
      `"${raw}" ist keine IP-Adresse und kein Netz: z.B. 203.0.113.7, 203.0.113.0/24 oder 2001:db8::/32.`,
    );
  }
  return cidr.text;
}

export const ipCommands: Command[] = [
  {
    words: ['ip', 'block'],
    usage: 'ip block <ip|CIDR>',
    summary: 'Adresse oder Netz sperren (IPv4/IPv6); gilt nach wenigen Sekunden auf allen Instanzen',
    async run(args, ctx) {
      const cidr = cidrArg(args, 'ip block <ip|CIDR>');
      const added = await (await repository(ctx)).add(cidr);
      ctx.out(added ? `${cidr} gesperrt.` : `${cidr} war bereits gesperrt.`);
    },
  },
  {
    words: ['ip', 'unblock'],
    usage: 'ip unblock <ip|CIDR>',
    summary: 'Sperre einer Adresse oder eines Netzes aufheben',
    async run(args, ctx) {
      const cidr = cidrArg(args, 'ip unblock <ip|CIDR>');
      if (!(await (await repository(ctx)).remove(cidr))) {
        throw new UsageError(`${cidr} ist nicht gesperrt. Gesperrte Adressen: npm run admin -- ip list`);
      }
      ctx.out(`Sperre von ${cidr} aufgehoben.`);
    },
  },
  {
    words: ['ip', 'list'],
    usage: 'ip list',
    summary: 'Gesperrte Adressen und Netze auflisten',
    async run(args, ctx) {
      expectPositional(parseArgs(args, 'ip list'), 0, 'ip list');
      const rows = await (await repository(ctx)).list();
      if (rows.length === 0) ctx.out('Keine Adressen gesperrt.');
      for (const row of rows) ctx.out(`${row.cidr}  (seit ${row.created_at.slice(0, 10)})`);
    },
  },
];
