import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps and parses what it accepts. */
export interface SmtpReceiver {
  /** For SMTP_URL. */
  url: string;
  mails: ParsedMail[];
  /** Accept this many more mails, then refuse every one with 451 (null: accept all). */
  acceptOnly(count: number | null): void;
  /** A raw header line's value, e.g. 'List-Unsubscribe'. */
  header(mail: ParsedMail, name: string): string | undefined;
  close(): Promise<void>;
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mails: ParsedMail[] = [];
  let left: number | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (left !== null && left <= 0) {
          callback(Object.assign(new Error('Mailbox voll, bitte später erneut versuchen'), { responseCode: 451 }));
          return;
        }
        if (left !== null) left--;
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            mails.push(mail);
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    acceptOnly(count) {
      left = count;
    },
    header(mail, name) {
      const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
      // Unfolded, without the field name.
      return line?.replace(/\r?\n[ \t]+/g, ' ').replace(/^[^:]+:\s*/, '');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
