import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The programs the file jobs call: Debian's poppler-utils, tesseract-ocr and, optionally, LibreOffice. */
export const TOOL_NAMES = ['pdfinfo', 'pdftotext', 'pdftoppm', 'tesseract', 'soffice', 'prlimit'] as const;
export type ToolName = (typeof TOOL_NAMES)[number];
/** Where each program is, or null when it is not installed. */
export type Tools = Readonly<Record<ToolName, string | null>>;

/** Finds each program on PATH (once at start; a test passes a PATH of its own). */
export async function findTools(pathEnv: string = process.env.PATH ?? ''): Promise<Tools> {
  const dirs = pathEnv.split(path.delimiter).filter(Boolean);
  const found = {} as Record<ToolName, string | null>;
  for (const name of TOOL_NAMES) {
    found[name] = null;
    for (const dir of dirs) {
      const candidate = path.join(dir, name);
      const ok = await fs
        .access(candidate, fs.constants.X_OK)
        .then(() => true)
        .catch(() => false);
      if (ok) {
        found[name] = candidate;
        break;
      }
    }
  }
  return found;
}

/** What the formats lose without a program: one line per missing one, for the start's log and the CLI. */
export function missingToolEffects(tools: Tools): string[] {
  const effects: string[] = [];
  if (!tools.pdftotext || !tools.pdfinfo) effects.push('pdftotext/pdfinfo (poppler-utils) missing: no text from PDF');
  if (!tools.pdftoppm) effects.push('pdftoppm (poppler-utils) missing: no PDF thumbnails, no OCR of scanned PDFs');
  if (!tools.tesseract) effects.push('tesseract (tesseract-ocr) missing: no text from images and scanned PDFs');
  if (!tools.soffice) effects.push('soffice (LibreOffice) missing: no thumbnails of office documents');
  return effects;
}

/** Why a program gave no result: it ran too long, failed, or could not start. */
export class ToolFailure extends Error {
  constructor(
    readonly reason: 'timeout' | 'exit' | 'spawn',
    message: string,
  ) {
    super(message);
    this.name = 'ToolFailure';
  }
}

export interface RunOptions {
  timeoutMs: number;
  /** Standard output kept; more is dropped (and `truncated` says so), the program runs on. */
  maxOutputBytes: number;
  /** Address space of the program (through prlimit when installed), so a hostile file cannot take the machine's memory. */
  memoryBytes?: number;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Ends the program at once (the server stops). */
  signal?: AbortSignal;
}

/**
 * Runs a program on a file, off the event loop: its own process group, killed with SIGKILL
 * (children included: LibreOffice starts some) at its time limit, its output capped.
 */
export function runTool(
  tools: Tools,
  command: string,
  args: readonly string[],
  opts: RunOptions,
): Promise<{ stdout: Buffer; truncated: boolean }> {
  const [file, argv] =
    opts.memoryBytes && tools.prlimit
      ? [tools.prlimit, [`--as=${opts.memoryBytes}`, '--', command, ...args]]
      : [command, [...args]];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: opts.env ?? process.env,
      cwd: opts.cwd,
    });
    const chunks: Buffer[] = [];
    let kept = 0;
    let truncated = false;
    let stderr = '';
    let timedOut = false;
    const kill = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, opts.timeoutMs);
    const abort = () => kill();
    opts.signal?.addEventListener('abort', abort, { once: true });
    if (opts.signal?.aborted) kill();
    child.stdout.on('data', (chunk: Buffer) => {
      if (kept >= opts.maxOutputBytes) {
        truncated = true;
        return;
      }
      const part = chunk.subarray(0, opts.maxOutputBytes - kept);
      if (part.length < chunk.length) truncated = true;
      chunks.push(part);
      kept += part.length;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 2000) stderr += chunk.toString('utf8');
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', abort);
      reject(new ToolFailure('spawn', `${path.basename(command)}: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', abort);
      // Whatever the program left running in its group goes with it.
      if (signal || timedOut) kill();
      const name = path.basename(command);
      if (timedOut) return reject(new ToolFailure('timeout', `${name}: over ${Math.round(opts.timeoutMs / 1000)} s`));
      if (code !== 0) {
        const detail = stderr.trim().split('\n').slice(-2).join(' ').slice(0, 300);
        return reject(new ToolFailure('exit', `${name}: exit ${code ?? signal}${detail ? `: ${detail}` : ''}`));
      }
      resolve({ stdout: Buffer.concat(chunks), truncated });
    });
  });
}
