import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '../index';
import {
  MULTI_LINE_CHECK,
  multiLineText,
  PLAIN_TEXT_MESSAGES as M,
  SINGLE_LINE_CHECK,
  singleLineText,
  toMultiLine,
  toSingleLine,
} from './plain-text';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('text fields', () => {
  it('refuse any control character on one line, with the German message before any other', () => {
    const title = singleLineText().min(4, 'zu kurz');
    for (const bad of ['Mathe\r\nX-INJECT:1', 'a\nb', 'a\tb', 'a\u0000b', 'a\u001bb', 'a\u007fb', 'a\u0085b']) {
      expect(messageOf(title, bad), JSON.stringify(bad)).toBe(M.singleLine);
    }
    expect(messageOf(title, 'a\nb')).toBe(M.singleLine);
    expect(title.parse('  Zellbiologie – Mitose\t\n')).toBe('Zellbiologie – Mitose');
  });

  it('keep line breaks (as \\n) and tabs on several lines, and refuse every other control character', () => {
    const note = multiLineText();
    expect(note.parse(' Buch S. 12\r\nHeft\rTabelle:\ta\tb ')).toBe('Buch S. 12\nHeft\nTabelle:\ta\tb');
    for (const bad of ['a\u000bb', 'a\u000cb', 'a\u0000b', 'a\u001bb', 'a\u0085b']) {
      expect(messageOf(note, bad), JSON.stringify(bad)).toBe(M.multiLine);
    }
  });

  it('make stored text safe for output the same way', () => {
    expect(toSingleLine('Mathe\r\nBEGIN:VEVENT\u0000')).toBe('Mathe BEGIN:VEVENT ');
    expect(toMultiLine('a\r\nb\rc\u000bd\te')).toBe('a\nb\ncd\te');
  });
});

/** Fields that are never shown or written anywhere as text: compared with a stored hash only. */
const NOT_SHOWN = new Set(['password', 'oldPassword', 'passwordRepeat', 'token', 'code']);
/** Schemas made by a function (the school's mail domain is configuration). */
const FACTORIES: Record<string, () => z.ZodType> = {
  registerRequestSchema: () => shared.registerRequestSchema('ksbeispiel.ch'),
  registrationFormSchema: () => shared.registrationFormSchema('ksbeispiel.ch'),
  schoolEmailSchema: () => shared.schoolEmailSchema('ksbeispiel.ch'),
};

type Node = z.core.$ZodType;
type Check = z.core.$ZodCheck<never>;
interface AnyDef {
  type: string;
  checks?: Check[];
  format?: string;
  shape?: Record<string, Node>;
  [key: string]: unknown;
}

/** The schemas inside `node`, by key where an object names them. */
function children(node: Node): Array<[key: string | undefined, child: Node]> {
  const def = node._zod.def as unknown as AnyDef;
  const nodes = (...values: unknown[]) =>
    values.flat().filter((v): v is Node => !!v && typeof v === 'object' && '_zod' in v);
  if (def.type === 'object') return Object.entries(def.shape ?? {});
  if (def.type === 'lazy') return nodes((def.getter as () => unknown)()).map((c) => [undefined, c]);
  const inner = [
    'element',
    'innerType',
    'in',
    'out',
    'options',
    'left',
    'right',
    'keyType',
    'valueType',
    'items',
    'rest',
  ];
  return nodes(...inner.map((key) => def[key])).map((child) => [undefined, child]);
}

/** Every string schema reachable from `root`, with the path of keys that leads to it. */
function stringLeaves(root: Node, found = new Map<Node, string>(), path = '', seen = new Set<Node>()) {
  if (seen.has(root)) return found;
  seen.add(root);
  if ((root._zod.def as unknown as AnyDef).type === 'string' && !found.has(root)) found.set(root, path);
  for (const [key, child] of children(root)) stringLeaves(child, found, key ? `${path}.${key}` : path, seen);
  return found;
}

/** A pattern that spells out what it accepts (no `.`, `\s`, `\S`, `\W`, `\D` or negated class). */
const closedPattern = (pattern: RegExp) => !/(?<!\\)\.|\\[SWDs]|\[\^/.test(pattern.source);

/** Why a string schema may take a control character, or undefined when it cannot. */
function openTo(leaf: Node, path: string): string | undefined {
  const def = leaf._zod.def as unknown as AnyDef;
  const checks = def.checks ?? [];
  if (checks.includes(SINGLE_LINE_CHECK as Check) || checks.includes(MULTI_LINE_CHECK as Check)) return undefined;
  if (NOT_SHOWN.has(path.split('.').at(-1) ?? '')) return undefined;
  if (def.format && def.format !== 'regex') return undefined;
  const patterns = checks
    .map((check) => (check._zod.def as { pattern?: RegExp }).pattern)
    .filter((p): p is RegExp => p !== undefined);
  if (patterns.length > 0 && patterns.every(closedPattern)) return undefined;
  return patterns.length > 0 ? `pattern ${patterns.join(' ')} is not closed` : 'no rule against control characters';
}

describe('every text field of every input schema', () => {
  const exported: Array<[string, unknown]> = Object.entries(shared);
  const schemas = exported.filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);
  // What the server sends back is not judged here: it was judged on the way in.
  const replies = new Map<Node, string>();
  for (const [name, schema] of schemas) if (name.endsWith('ReplySchema')) stringLeaves(schema, replies);
  const inputs: Array<[string, z.ZodType]> = [
    ...schemas.filter(([name]) => !name.endsWith('ReplySchema')),
    ...Object.entries(FACTORIES).map(([name, build]): [string, z.ZodType] => [`${name}()`, build()]),
  ];

  it('knows how to build each schema a function makes', () => {
    const factories = exported.filter(([name, value]) => typeof value === 'function' && /Schema$/.test(name));
    expect(factories.map(([name]) => name).filter((name) => !(name in FACTORIES))).toEqual([]);
  });

  it('refuses control characters (one shared rule), unless it is a closed format', () => {
    const open: string[] = [];
    let judged = 0;
    for (const [name, schema] of inputs) {
      for (const [leaf, path] of stringLeaves(schema)) {
        if (replies.has(leaf)) continue;
        judged++;
        const why = openTo(leaf, path);
        if (why) open.push(`${name}${path}: ${why}`);
      }
    }
    expect(judged).toBeGreaterThan(40);
    expect(open).toEqual([]);
  });

  it('would find a new text field without the rule', () => {
    const schema = z.object({ title: z.string().trim().min(1), id: z.string().regex(/^.+$/) });
    expect([...stringLeaves(schema)].map(([leaf, path]) => openTo(leaf, path))).toEqual([
      'no rule against control characters',
      'pattern /^.+$/ is not closed',
    ]);
  });
});
