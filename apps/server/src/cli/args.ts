import { parseArgs as parseNodeArgs } from 'node:util';
import { UsageError } from './command';

export interface ParsedArgs {
  positional: string[];
  flags: Set<string>;
  options: Map<string, string>;
}

/** An argument with one leading '-' is a value: ids are base64url and may start with '-'. */
const isDashValue = (arg: string) => arg.startsWith('-') && !arg.startsWith('--');
const HELD = '\u0000';

/**
 * Splits a command's arguments into positional ones, known flags (`--keep-content`) and known
 * options with a value (`--years 2` or `--years=2`) with `node:util`'s parseArgs; anything else
 * starting with '--' is refused with the command's usage. There are no one-letter options, so an
 * argument like `-iTibfW3Tj` (a document id) stays a value.
 */
export function parseArgs(
  args: string[],
  usage: string,
  known: { flags?: string[]; options?: string[] } = {},
): ParsedArgs {
  const options: Record<string, { type: 'boolean' | 'string' }> = {};
  for (const flag of known.flags ?? []) options[flag.slice(2)] = { type: 'boolean' };
  for (const option of known.options ?? []) options[option.slice(2)] = { type: 'string' };
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    // Held back from node's parser, which would read them as one-letter options, and put back after.
    const held = args.map((arg, i) => (isDashValue(arg) ? `${HELD}${i}` : arg));
    const restore = (value: string) => (value.startsWith(HELD) ? (args[Number(value.slice(1))] ?? value) : value);
    ({ values, positionals } = parseNodeArgs({ args: held, options, allowPositionals: true, strict: true }));
    positionals = positionals.map(restore);
    values = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? restore(value) : value]),
    );
  } catch (error) {
    const code = (error as { code?: string }).code;
    const unknown = /'(-[^']+)'/.exec((error as Error).message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && (error as Error).message.includes('argument missing')) {
      throw new UsageError(`${unknown.split(' ')[0]} braucht einen Wert. Aufruf: ${usage}`);
    }
    throw new UsageError(`Unbekannte Option "${unknown}". Aufruf: ${usage}`);
  }
  const parsed: ParsedArgs = { positional: positionals, flags: new Set(), options: new Map() };
  for (const [name, value] of Object.entries(values)) {
    if (value === true) parsed.flags.add(`--${name}`);
    else if (typeof value === 'string') {
      if (value === '') throw new UsageError(`--${name} braucht einen Wert. Aufruf: ${usage}`);
      parsed.options.set(`--${name}`, value);
    }
  }
  return parsed;
}

/** Exactly `count` positional arguments, else a usage error naming the call. */
export function expectPositional(parsed: ParsedArgs, count: number, usage: string): string[] {
  if (parsed.positional.length !== count) {
    throw new UsageError(
      `${parsed.positional.length < count ? 'Es fehlen Angaben' : 'Zu viele Angaben'}. Aufruf: npm run admin -- ${usage}`,
    );
  }
  return parsed.positional;
}

/** A school e-mail address as stored (lower case), or a usage error. */
export function emailArg(value: string | undefined, usage: string): string {
  const email = value?.trim().toLowerCase() ?? '';
  // The domain needs a dot inside it; tested on the domain alone, as one pattern with two
  // overlapping runs (`[^\s@]+\.[^\s@]+`) backtracks quadratically.
  const domain = /^[^\s@]+@([^\s@]+)$/.exec(email)?.[1];
  if (!domain?.slice(1, -1).includes('.')) {
    throw new UsageError(`"${value ?? ''}" ist keine E-Mail-Adresse. Aufruf: npm run admin -- ${usage}`);
  }
  return email;
}
