import { parentPort } from 'node:worker_threads';
import { HTTP_MESSAGES, LearnsetEditorCreateSchema, LearnsetEditorEditSchema, parseEditorBody } from '@app/shared';
import '../../lib/zod-locale';

/** Which editor call a body is for: its schema. */
export const EDITOR_BODY_SCHEMAS = { create: LearnsetEditorCreateSchema, edit: LearnsetEditorEditSchema };
export type EditorBodyKind = keyof typeof EDITOR_BODY_SCHEMAS;

/** A body to judge: its bytes (handed over), the call, and the rows the user's plan allows. */
export interface EditorBodyJob {
  id: number;
  kind: EditorBodyKind;
  bytes: ArrayBuffer;
  maxRows: number;
}

/** The body as the call's schema outputs it, or the message of its first problem (a 400). */
export type EditorBodyVerdict = { id: number; body: unknown } | { id: number; problem: string };

const utf8 = new TextDecoder();

/** Reads and judges one body: JSON first, then the plan's row limit, then the rows up to the first problem. */
export function judgeEditorBody({ id, kind, bytes, maxRows }: EditorBodyJob): EditorBodyVerdict {
  let body: unknown;
  try {
    body = JSON.parse(utf8.decode(bytes));
  } catch {
    return { id, problem: HTTP_MESSAGES.badRequest };
  }
  const result = parseEditorBody(EDITOR_BODY_SCHEMAS[kind], body, maxRows);
  return result.success ? { id, body: result.data } : { id, problem: result.problem.message };
}

// The worker thread of learnset-editor-judge.ts: one job after the other.
parentPort?.on('message', (job: EditorBodyJob) => parentPort?.postMessage(judgeEditorBody(job)));
