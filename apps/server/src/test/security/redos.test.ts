/**
 * Every regular expression of the server and the shared package that sees outside input gets that
 * input at the largest size it can have, shaped to make a backtracking matcher work hard, and its
 * cost may grow only linearly from an eighth of that size to the whole (see expectLinearTime).
 * The linter (regexp/no-super-linear-*) catches most bad patterns when they are written; this suite
 * catches what it misses (it missed an exponential SVG check) and anything around the patterns.
 *
 * Sizes: request bodies 256 KB (bodyLimit), headers 16 KB (Node's limit), path parameters 2048
 * (maxParamLength), learning-set files a few MB of their 16 MB, bank files 1-2 MB.
 *
 * Left out, as their input is not outside input:
 * - config.ts, config-payee.ts, lib/trust-proxy.ts: the environment, read once at start.
 * - cli/**: the operator's command line (the e-mail check was made linear anyway).
 * - mail/mailer.ts, premium/qrbill.ts, buildPaymentReference, formatPaymentReference,
 *   encodeTokenPart: texts, images and references the server makes itself.
 * - plugins/errors.ts, lib/multipart-form.ts: messages of the database driver and of busboy.
 * - plugins/ip-block.ts: the operator's contact address. lib/temp-files.ts: temp file names the
 *   server makes and the kernel's namespace link.
 * - apps/web: runs in the visitor's own browser (linted, not timed). parseAuthToken's search over
 *   the dots of a token is O(dots × length) by design, bounded by MAX_TOKEN_LENGTH and run only
 *   in the browser; its regular expressions are timed here on tokens without dots.
 */
import {
  ANKI_TEXTS,
  ClassSchema,
  decodeTokenPart,
  FavoritesSettingSchema,
  isId,
  isValidQrBillIban,
  LearnsetBulkParamsSchema,
  LearnsetIdParamsSchema,
  MAX_TOKEN_LENGTH,
  NameSchema,
  parseAuthToken,
  parseHttpUrl,
  parseLearnsetFile,
  parsePaymentReference,
  sanitizeFileName,
  schoolEmailSchema,
  SignInSchema,
} from '@app/shared';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { parseAddress } from '../../lib/cidr';
import { parseRange, sendStoredFile } from '../../lib/file-response';
import { nonPublicReason } from '../../lib/outbound';
import { mimetypeOfExtension } from '../../modules/documents/document-type';
import { findIconLinks } from '../../modules/favicon/favicon-html';
import { fieldText } from '../../modules/learnsets/anki/anki-html';
import { convertAnkiMath } from '../../modules/learnsets/anki/anki-math';
import { answerPart, clozeCard, type RenderContext, renderTemplate } from '../../modules/learnsets/anki/anki-template';
import { decodeDataUrl, detectImageType } from '../../modules/favicon/favicon-image';
import { letterIcon } from '../../modules/favicon/letter-icon';
import { letterSource, siteUrl } from '../../modules/favicon/site-address';
import { parseCamt, toCents } from '../../modules/premium/camt';
import { normalisePath } from '../../lib/request-path';
import { expectLinearTime, type SizedInput } from '../linear-time';
import { buildTestApp, ENGINES, type TestApp } from '../test-app';

const BODY = 256 * 1024;
const HEADER = 16 * 1024;
const PARAM = 2048;
const LEARNSET_FILE = 4 * 1024 * 1024;
const BANK_FILE = 1024 * 1024;

/** A note with one field `a` (empty unless given), rendered as a question. */
const ankiField = (value = ''): RenderContext => ({
  fields: new Map([['a', value]]),
  side: 'question',
  gap: ANKI_TEXTS.gap,
});
const ANKI_RENDER = ankiField();

/** `unit` repeated to `size` characters in all, between `head` and `tail`, at any size up to `size`. */
const sized = (size: number, unit: string, head = '', tail = ''): SizedInput => ({
  size,
  at: (n) => head + unit.repeat(Math.max(0, Math.floor((n - head.length - tail.length) / unit.length))) + tail,
});
const PREMIUM_ITEMS = 10_000;
const learnset = (name: string) => (text: string) => parseLearnsetFile(name, Buffer.from(text), PREMIUM_ITEMS);

const bankFile = (unit: string, head = '', tail = ''): SizedInput => ({
  ...sized(BANK_FILE, unit, head, tail),
  from: BANK_FILE / 2,
});

type Case = [attacker: string, input: SizedInput, work: (input: string) => unknown];

const cases: Case[] = [
  // Request bodies and path parameters, validated by the shared schemas.
  ['the name at registration', sized(BODY, 'a', 'A', ' '), (v) => NameSchema.safeParse(v)],
  ['the name at registration', sized(BODY, "'", 'Aa Ab', '1'), (v) => NameSchema.safeParse(v)],
  ['the class', sized(BODY, 'a '.repeat(3) + '\t\n ', '', '!'), (v) => ClassSchema.safeParse(v)],
  [
    'the school e-mail',
    sized(BODY, 'a', '', '@ksbeispiel.chx'),
    (v) => schoolEmailSchema('ksbeispiel.ch').safeParse(v),
  ],
  ['the sign-in e-mail', sized(BODY, 'a.', 'a@', '!'), (v) => SignInSchema.safeParse({ email: v, password: 'x' })],
  ['the sign-in e-mail', sized(BODY, "a'", '', '@'), (v) => SignInSchema.safeParse({ email: v, password: 'x' })],
  ['the sign-in e-mail', sized(BODY, 'a-', 'a@', '.'), (v) => SignInSchema.safeParse({ email: v, password: 'x' })],
  ['the favourites', sized(BODY, 'a', 'https://a', ' |x'), (v) => FavoritesSettingSchema.safeParse({ favorites: v })],
  ['the favourites', sized(BODY, '\r'), (v) => FavoritesSettingSchema.safeParse({ favorites: v })],
  ['the favourites', sized(BODY, 'https://a.ch/ |x\n'), (v) => FavoritesSettingSchema.safeParse({ favorites: v })],
  ['a learning-set id', sized(PARAM, 'a', '', '!'), (v) => LearnsetIdParamsSchema.safeParse({ id: v })],
  ['learning-set ids', sized(PARAM, 'a.'), (v) => LearnsetBulkParamsSchema.safeParse({ ids: v })],
  ['a document, news or learning-set id', sized(PARAM, 'a', '', '!'), isId],
  // Headers and the request line.
  ['the Range header', sized(HEADER, '1', 'bytes=', '-1x'), (v) => parseRange(v, 1000)],
  ['the Range header', sized(HEADER, ' ', '', 'bytes=1-'), (v) => parseRange(v, 1000)],
  ['the request path', sized(HEADER, '/', '', 'x'), normalisePath],
  ['the request path', sized(HEADER, '/%', 'http://a'), normalisePath],
  ['the client address (X-Forwarded-For)', sized(HEADER, '1', '[', ']'), parseAddress],
  ['the client address (X-Forwarded-For)', sized(HEADER, '1.', '::'), parseAddress],
  // What a favourite's site serves and the address it is asked for.
  ['the favourite address of an icon', sized(PARAM, 'a.', 'http://', '1'), (v) => siteUrl(v, false)],
  ['the favourite address of an icon', sized(PARAM, 'a'), (v) => letterIcon(letterSource(v))],
  ['the favourite address of an icon', sized(PARAM, 'www.', 'https://'), (v) => letterIcon(letterSource(v))],
  ["a site's page", sized(BODY, '<link '), findIconLinks],
  ["a site's page", sized(BODY, ' a=b c="d" e', '<head><link'), findIconLinks],
  ["a site's icon", sized(4096, '<!---->', '', 'x'), (v) => detectImageType(Buffer.from(v))],
  ["a site's icon link", sized(BODY, ';base64', 'data:'), decodeDataUrl],
  ["a site's host name as resolved", sized(HEADER, '1:', '[', ']'), nonPublicReason],
  // Uploads.
  ['the name of an uploaded file', sized(BODY, '.', '', 'ä'), (v) => sanitizeFileName(v, v)],
  // Its copies of the input cross into V8's large-object space between 32 and 256 KB: from 128 KB.
  ['the extension of an uploaded file', { ...sized(BODY, '.'), from: BODY / 2 }, mimetypeOfExtension],
  ['a learning-set file', sized(LEARNSET_FILE, '\r'), learnset('a.txt')],
  ['a learning-set file', sized(LEARNSET_FILE, ';', 'q;'), learnset('a.txt')],
  ['a learning-set file', sized(LEARNSET_FILE, ' \r\n', '['), learnset('a.json')],
  ['a learning-set file', sized(LEARNSET_FILE, ' ', '{"question":"', '"}\n'), learnset('a.jsonl')],
  ['a learning-set file', sized(LEARNSET_FILE / 4, 'Frage;Antwort\n'), learnset('a.txt')],
  ['a learning-set file', sized(LEARNSET_FILE, ',', '"'), learnset('a.csv')],
  ['a learning-set file', sized(LEARNSET_FILE, ";'=\r\n"), learnset('a.csv')],
  // Fields and card templates of an uploaded Anki package (its collection unpacks to 256 MB at most).
  ['a field of an Anki note', sized(LEARNSET_FILE, '{{c1::a:}'), (v) => clozeCard(v, 1, ANKI_TEXTS.gap)],
  ['a field of an Anki note', sized(LEARNSET_FILE, '{{c1::', '', '::'), (v) => clozeCard(v, 1, ANKI_TEXTS.gap)],
  ['a field of an Anki note', sized(LEARNSET_FILE, ' \u00a0<br>[sound:'), fieldText],
  ['a card template of an Anki note type', sized(LEARNSET_FILE, '{{a:'), (v) => renderTemplate(v, ANKI_RENDER)],
  [
    'a card template of an Anki note type',
    sized(LEARNSET_FILE, '{{#a}}', '', '{{/a}}'),
    (v) => renderTemplate(v, ANKI_RENDER),
  ],
  ['a card template of an Anki note type', sized(LEARNSET_FILE, '{{^a}}x'), (v) => renderTemplate(v, ANKI_RENDER)],
  [
    'a card template of an Anki note type',
    sized(LEARNSET_FILE / 2, '{{#a}}x'),
    (v) => renderTemplate(v, ankiField('x'.repeat(LEARNSET_FILE / 2))),
  ],
  [
    'a field of an Anki note',
    sized(LEARNSET_FILE, 'x', '{{kanji:a}}'),
    (v) => renderTemplate('{{kanji:a}}', ankiField(v)),
  ],
  ['a field of an Anki note', sized(LEARNSET_FILE, '\\(', '', '\\'), convertAnkiMath],
  // Dollars in the text go through the card-text splitter (formula.ts), which builds its parts.
  ['a field of an Anki note', sized(LEARNSET_FILE, '[latex]$', ''), convertAnkiMath],
  ['a field of an Anki note', sized(LEARNSET_FILE, '<hr ', '', 'id=answer'), (v) => answerPart(v, '')],
  // The bank file the operator imports. Its parser's cost per byte steps up about 3× between 128 and
  // 512 KB (linear on either side), so both sizes timed are past the step: 512 KB and 4 MB.
  ['a bank file', bankFile(' ', '<a', '>'), parseCamt],
  ['a bank file', bankFile(" b='x'", '<a', '>'), parseCamt],
  ['a bank file', bankFile('<a>'), parseCamt],
  ['a bank file', bankFile('&amp;x', '<a>', '</a>'), parseCamt],
  ['a bank file', bankFile('x', '<a b="'), parseCamt],
  ['an amount in a bank file', sized(BODY, '1', '', '.'), toCents],
  ['a payment reference in a bank file', sized(BODY, ' 1'), parsePaymentReference],
  ['a payment reference in a bank file', sized(BODY, 'A', 'RF'), parsePaymentReference],
  ['an IBAN', sized(BODY, ' 1', 'CH'), isValidQrBillIban],
  // The authorise link, read in the browser.
  ['an authorise token', sized(MAX_TOKEN_LENGTH, 'A', '', '!'), parseAuthToken],
  ['a part of an authorise token', sized(MAX_TOKEN_LENGTH, 'AAAA', '', 'A-'), decodeTokenPart],
  ['a URL in an authorise token', sized(MAX_TOKEN_LENGTH, 'a', 'http://', ' '), parseHttpUrl],
];

describe('regular expressions on outside input take linear time', () => {
  it.each(cases.map(([attacker, input, work], i) => [`${i + 1}: ${attacker}`, input, work] as const))(
    '%s',
    (_name, input, work) => expectLinearTime(input, work),
  );
});

describe('headers of a stored file take linear time', () => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redos-'));
    const file = path.join(dir, 'a.txt');
    fs.writeFileSync(file, 'Hallo');
    const stored = { path: file, contentType: 'text/plain', disposition: 'inline' as const, csp: "default-src 'none'" };
    app = Fastify();
    app.get('/file', (request, reply) => sendStoredFile(request, reply, { ...stored, downloadName: 'ä"\\.txt' }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['the Range header', 'range', sized(HEADER, '1', 'bytes=', '-1x')],
    ['the If-None-Match header', 'if-none-match', sized(HEADER, 'W/')],
    ['the If-None-Match header', 'if-none-match', sized(HEADER, ' ,', '', '"x"')],
    ['the If-Range header', 'if-range', sized(HEADER, '"')],
  ])('%s', (_name, header, value) =>
    expectLinearTime(value, (v) => app.inject({ url: '/file', headers: { [header]: v } })),
  );
});

describe.each(ENGINES)('requests through the whole app take linear time on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());

  const favicon = (v: string) => ({ url: `/api/v1/favicon/${encodeURIComponent(v)}` });
  it.each([
    [
      'the Accept-Encoding header',
      sized(HEADER, 'brx'),
      (v: string) => ({ url: '/api/v1/constants', headers: { 'accept-encoding': v } }),
    ],
    [
      'the Accept-Encoding header',
      sized(HEADER, 'gzip'),
      (v: string) => ({ url: '/api/v1/constants', headers: { 'accept-encoding': v } }),
    ],
    [
      'the If-None-Match header',
      sized(HEADER, '"'),
      (v: string) => ({ url: '/api/v1/constants', headers: { 'if-none-match': v } }),
    ],
    ['a path that looks like a file', sized(HEADER, 'a.', '/', '!'), (v: string) => ({ url: v })],
    ['a path of slashes', sized(HEADER, '/', '', 'x'), (v: string) => ({ url: v })],
    ['the favourite address of an icon', sized(PARAM, 'a.', 'http://', '1'), favicon],
    ['the favourite address of an icon', sized(PARAM, '<link ', 'https://'), favicon],
  ] as Array<[string, SizedInput, (v: string) => InjectOptions]>)('%s', (_name, value, request) =>
    expectLinearTime(value, (v) => t.app.inject(request(v))),
  );
});
