import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from '../../test/test-app';

/** Mails the server wrote to its outbox, oldest first. */
export function readOutbox(t: TestApp): string[] {
  const dir = path.join(t.config.dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

/** The code of the newest confirmation link in the outbox. */
export function lastCode(t: TestApp): string {
  const mails = readOutbox(t);
  const mail = mails[mails.length - 1] ?? '';
  // Quoted-printable may wrap the long link: undo soft line breaks first.
  const match = /\/registrieren\/mail\/([A-Za-z0-9_-]{20,})/.exec(mail.replace(/=\r?\n/g, ''));
  if (!match?.[1]) throw new Error(`no confirmation link in:\n${mail}`);
  return match[1];
}

export const VALID_REGISTRATION = {
  name: 'Anna Muster',
  class_: '6a',
  grade: '7',
  email: 'anna_muster@ksbeispiel.ch',
  password: 'Sonnenblume-42',
  newsletter: false,
};
