import { UsageError } from './command';

export interface ParsedArgs {
  positional: string[];
  flags: Set<string>;
  options: Map<string, string>;
}

/**
 * Splits a command's arguments into positional ones, known flags (`--keep-content`) and known
 * options with a value (`--years 2` or `--years=2`); anything else starting with '--' is refused.
 */
export function parseArgs(
  args: string[],
  usage: string,
  known: { flags?: string[]; options?: string[] } = {},
): ParsedArgs {
  const parsed: ParsedArgs = { positional: [], flags: new Set(), options: new Map() };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('--')) {
      parsed.positional.push(arg);
      continue;
    }
    const [name = '', inline] = arg.split(/=(.*)/s, 2);
    if (known.flags?.includes(name) && inline === undefined) parsed.flags.add(name);
    else if (known.options?.includes(name)) {
      const value = inline ?? args[++i];
      if (value === undefined || value === '') throw new UsageError(`${name} braucht einen Wert. Aufruf: ${usage}`);
      parsed.options.set(name, value);
    } else throw new UsageError(`Unbekannte Option "${arg}". Aufruf: ${usage}`);
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
