import path from 'node:path';
import { PLANS, type PlanKey } from '@app/shared';
import { z } from 'zod';
import { checkPayee, PAYEE_ENV, toPayee } from './config-payee';
import { parseTrustProxy } from './lib/trust-proxy';

/** Generous for a pupil, tight for a script filling the disk: uploads and edits per account and hour. */
export const DEFAULT_UPLOADS_PER_HOUR = 60;

/** Newsletter and reminders: mails per second, gentle on the school's or provider's SMTP server. */
export const DEFAULT_MAIL_RATE = 5;

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const flag = z
  .enum(['', '0', '1', 'true', 'false'], { message: "muss '1' oder '0' sein" })
  .optional()
  .transform((v) => v === '1' || v === 'true');

const quotaMib = z.coerce
  .number({ message: 'muss eine Zahl von MiB sein' })
  .int('muss eine ganze Zahl von MiB sein')
  .min(1, 'muss mindestens 1 MiB sein')
  .optional();

const ConfigSchema = z.object({
  PORT: z.coerce
    .number({ message: 'muss eine Portnummer sein' })
    .int('muss eine ganze Zahl sein')
    .min(0, 'muss zwischen 0 und 65535 liegen')
    .max(65535, 'muss zwischen 0 und 65535 liegen')
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'muss mit postgres:// oder postgresql:// beginnen (ohne Wert: SQLite)',
  }),
  PUBLIC_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/]+/.test(v), {
    message: 'muss eine http(s)-Adresse sein, z.B. https://lernen.ksbeispiel.ch',
  }),
  SCHOOL_EMAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'muss ein Domainname sein, z.B. ksbeispiel.ch')
    .default('ksbeispiel.ch'),
  SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    message: 'muss mit smtp:// oder smtps:// beginnen',
  }),
  MAIL_FROM: optionalText,
  REDIS_URL: optionalText.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
    message: 'muss mit redis:// beginnen',
  }),
  TRUST_PROXY: optionalText.transform((v, ctx) => {
    const trust = parseTrustProxy(v);
    if (trust === null) {
      ctx.addIssue({
        code: 'custom',
        message:
          'muss die Zahl der Proxys vor dem Server sein (z.B. 1) oder eine Liste ihrer Adressen (z.B. 127.0.0.1,10.0.0.0/8)',
      });
      return z.NEVER;
    }
    return trust;
  }),
  OUTBOUND_ALLOW_PRIVATE: flag,
  IMPRINT_NAME: z.string().default('Betreiber der Lernplattform'),
  IMPRINT_ADDRESS: z.string().default('Musterstrasse 1'),
  IMPRINT_CITY: z.string().default('6000 Luzern'),
  IMPRINT_MAIL: z.string().email('muss eine E-Mail-Adresse sein').default('kontakt@ksbeispiel.ch'),
  QUOTA_STANDARD_MIB: quotaMib,
  QUOTA_LITE_MIB: quotaMib,
  QUOTA_PREMIUM_MIB: quotaMib,
  UPLOADS_PER_HOUR: z.coerce
    .number({ message: 'muss eine Zahl von Uploads sein' })
    .int('muss eine ganze Zahl sein')
    .min(1, 'muss mindestens 1 sein')
    .default(DEFAULT_UPLOADS_PER_HOUR),
  PARSE_TIMEOUT_S: z.coerce
    .number({ message: 'muss eine Zahl von Sekunden sein' })
    .int('muss eine ganze Zahl sein')
    .min(1, 'muss mindestens 1 sein')
    .max(600, 'darf höchstens 600 sein')
    .default(15),
  MAIL_RATE: z.coerce
    .number({ message: 'muss eine Zahl von Mails pro Sekunde sein' })
    .positive('muss grösser als 0 sein')
    .max(1000, 'darf höchstens 1000 sein')
    .default(DEFAULT_MAIL_RATE),
  REMINDER_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'muss eine Uhrzeit HH:MM sein, z.B. 17:00')
    .default('17:00'),
  LIST_UNSUBSCRIBE_MAIL: optionalText.pipe(z.email('muss eine E-Mail-Adresse sein').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...PAYEE_ENV,
});
// Rules across variables (the QR-bill creditor must be complete once an IBAN is set).
const CheckedConfigSchema = ConfigSchema.superRefine(checkPayee);

export type Config = ReturnType<typeof finish>;

const mib = (value: number | undefined) => (value === undefined ? undefined : value * 1024 * 1024);

function finish(raw: z.output<typeof ConfigSchema>) {
  const dataDir = path.resolve(raw.DATA_DIR);
  // The look-behind starts the match only at the first trailing slash: linear on any run of slashes.
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/(?<!\/)\/+$/, '');
  return {
    port: raw.PORT,
    host: raw.HOST,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    databaseUrl: raw.DATABASE_URL,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    schoolEmailDomain: raw.SCHOOL_EMAIL_DOMAIN,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM ?? `${raw.IMPRINT_NAME} <${raw.IMPRINT_MAIL}>`,
    redisUrl: raw.REDIS_URL,
    trustProxy: raw.TRUST_PROXY,
    outboundAllowPrivate: raw.OUTBOUND_ALLOW_PRIVATE,
    imprint: {
      name: raw.IMPRINT_NAME,
      address: raw.IMPRINT_ADDRESS,
      city: raw.IMPRINT_CITY,
      mail: raw.IMPRINT_MAIL,
    },
    logLevel: raw.LOG_LEVEL,
    payee: toPayee(raw),
    /** Storage per account and plan, in bytes (SPEC's plan table has none; the defaults are the product's). */
    storageQuota: {
      standard: mib(raw.QUOTA_STANDARD_MIB) ?? PLANS.standard.storageQuotaBytes,
      lite: mib(raw.QUOTA_LITE_MIB) ?? PLANS.lite.storageQuotaBytes,
      premium: mib(raw.QUOTA_PREMIUM_MIB) ?? PLANS.premium.storageQuotaBytes,
    } satisfies Record<PlanKey, number>,
    /** Uploads and edits of documents and sets per account and hour (an archive import may raise it). */
    uploadsPerHour: raw.UPLOADS_PER_HOUR,
    /** How long the parse pool's child may take for one uploaded file before it is killed. */
    parseTimeoutMs: raw.PARSE_TIMEOUT_S * 1000,
    /** Newsletter and reminder mails per second. */

    mailRate: raw.MAIL_RATE,
    /** Zurich wall-clock time 'HH:MM' of the daily learning reminder. */
    reminderTime: raw.REMINDER_TIME,
    /** The mailto: address of List-Unsubscribe (someone reads it), or none. */
    listUnsubscribeMail: raw.LIST_UNSUBSCRIBE_MAIL,
  };
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = CheckedConfigSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? '?');
    throw new ConfigError(
      `Ungültige Konfiguration: ${name} ${issue?.message ?? 'ist ungültig'} (Wert: ${JSON.stringify(env[name] ?? '')})`,
    );
  }
  return finish(result.data);
}
