import { useEffect, useSyncExternalStore } from 'react';
import { api, ApiError } from '../api';
import { hasOfflineData, markOfflineData } from './offline-flag';
import { journalAnswer, keepJournaled, settleJournaled } from './answer-journal';
import { countWaiting, enqueueAnswer, flushAnswers, type SendOutcome } from './answer-queue';
import { setShellStatus } from '../pwa/shell-status';
import { offlineDb, type QueuedAnswer } from './db';

/** One tab at a time sends the queue (Web Locks); the others wait and then find it empty. */
const LOCK = 'lernplattform-antworten';
/** After a refusal to be retried (429, 5xx) while online. */
const RETRY_MS = 20_000;
/** A send that hangs on a weak line gives way, so the queue and the other tabs go on. */
const SEND_TIMEOUT_MS = 15_000;

interface QueueState {
  /** The signed-in pupil's answers not yet confirmed by the server. */
  waiting: number;
  /** Answers the server refused for good (dropped, the pupil is told). */
  dropped: number;
  /** Bumped when the server answered an answer with an error (SPEC §4's error line). */
  problems: number;
  /**
   * The last answer sent did not reach the server: offline, also where the browser believes it
   * is online (a weak line, a captive portal).
   */
  unreachable: boolean;
}

let state: QueueState = { waiting: 0, dropped: 0, problems: 0, unreachable: false };
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('lernplattform-offline');

function update(patch: Partial<QueueState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** The answer call with the answer's own id and time: a repeat is stored once (SPEC §7; docs/architecture.md, HTTP contract). */
async function send(answer: QueuedAnswer): Promise<SendOutcome> {
  try {
    await api(`/learnsets/answer/${encodeURIComponent(answer.exerciseId)}`, {
      json: { answer: answer.answer, value: answer.value, id: answer.id, at: answer.at, mode: answer.mode },
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (state.unreachable) update({ unreachable: false });
    return 'stored';
  } catch (err) {
    const status = err instanceof ApiError ? err.httpStatus : 0;
    if (status === 0) {
      update({ unreachable: true }); // no connection: the badge says the answers wait
      return 'later';
    }
    update({ problems: state.problems + 1, unreachable: false });
    return [401, 403, 408, 429].includes(status) || status >= 500 ? 'later' : 'refused';
  }
}

let currentUser: string | null = null;

const storedListeners = new Set<() => void>();
const storedAnswers = () => {
  for (const listener of storedListeners) listener();
};

/** Called whenever the server has stored answers of this tab, e.g. to update the due count. */
export function onAnswersStored(listener: () => void): () => void {
  storedListeners.add(listener);
  return () => storedListeners.delete(listener);
}

const keptListeners = new Set<() => void>();

/** Called whenever this tab kept a new answer in the queue: offline, the device's due count moves with it. */
export function onAnswerKept(listener: () => void): () => void {
  keptListeners.add(listener);
  return () => keptListeners.delete(listener);
}

/** Recounts the waiting answers; forgets the offline flag once nothing is kept any more. */
async function recount(): Promise<void> {
  if (!currentUser) return;
  const db = await offlineDb();
  const waiting = await countWaiting(db, currentUser);
  // Sent by another tab: nothing waits, so nothing says this one is cut off.
  update(waiting === 0 ? { waiting, unreachable: false } : { waiting });
  // Kept while a notice of dropped answers shows: the status bar stays until the next start.
  if (waiting === 0 && state.dropped === 0 && hasOfflineData()) {
    const [answers, sets, documents] = await Promise.all([
      db.count('answers'),
      db.count('sets'),
      db.count('documents'),
    ]);
    if (answers + sets + documents === 0) markOfflineData(false);
  }
}

let running: Promise<void> | null = null;
let again = false;
let retry: ReturnType<typeof setTimeout> | undefined;

async function flushOnce(userId: string): Promise<void> {
  const db = await offlineDb();
  const result = await flushAnswers(db, userId, send);
  if (result.refused > 0) update({ dropped: state.dropped + result.refused });
  if (result.sent > 0) storedAnswers();
  if (result.sent + result.refused > 0) channel?.postMessage('changed');
  if (!result.done && navigator.onLine) {
    clearTimeout(retry);
    retry = setTimeout(() => void syncAnswers(), RETRY_MS);
  }
}

function withLock(task: () => Promise<void>): Promise<void> {
  return navigator.locks ? navigator.locks.request(LOCK, task).then(() => undefined) : task();
}

/**
 * Sends the signed-in pupil's waiting answers, oldest first, when online: at start, when the
 * connection returns, when the tab is shown again and after every new answer. A call while a
 * send runs makes it go round once more, so no answer is left behind.
 */
export function syncAnswers(): Promise<void> {
  const userId = currentUser;
  if (!userId) return Promise.resolve();
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      if (navigator.onLine) await withLock(() => flushOnce(userId)).catch(() => {});
    } while (again);
  })().finally(() => {
    running = null;
    void recount().catch(() => {});
  });
  return running;
}

/**
 * Keeps the answer in the queue first (a closed tab or a lost connection loses nothing), then
 * sends it. Where the browser keeps nothing (storage blocked), it is sent straight away.
 */
export async function queueAnswer(answer: QueuedAnswer): Promise<void> {
  currentUser = answer.userId;
  listen();
  journalAnswer(answer);
  try {
    markOfflineData(true);
    await enqueueAnswer(await offlineDb(), answer);
    settleJournaled(answer.id);
  } catch {
    settleJournaled(answer.id);
    if ((await send(answer)) === 'stored') storedAnswers();
    return;
  }
  update({ waiting: state.waiting + 1 });
  for (const listener of keptListeners) listener();
  channel?.postMessage('changed');
  void syncAnswers();
}

let listening = false;

/**
 * Sends again when the connection returns or the tab is shown. Set up by the first of the status
 * bar, a study screen or an answer: none of them may depend on another having loaded (the status
 * bar's code may be out of reach once offline).
 */
function listen(): void {
  if (listening) return;
  listening = true;
  addEventListener('online', () => void syncAnswers());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void syncAnswers();
  });
  if (channel) channel.onmessage = () => void recount().catch(() => {});
}

/**
 * A study screen of a signed-in pupil opened: the status bar loads now, while the connection is
 * surely there, so an answer given after it dropped is counted in the badge at once.
 */
export function expectAnswers(userId: string): void {
  currentUser ??= userId;
  listen();
  setShellStatus({ answering: true });
}

/** The shell starts sending for the signed-in pupil (or stops, signed out) and follows the connection. */
function startAnswerSync(userId: string | null): void {
  currentUser = userId;
  if (!userId) return void update({ waiting: 0 });
  // Answers a closed tab could not keep first; then the badge at once, before a send on a weak line is through.
  void offlineDb()
    .then(keepJournaled)
    .catch(() => 0)
    .then(() => {
      void recount().catch(() => {});
      void syncAnswers();
    });
  listen();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The queue as the shell shows it; starts sending for `userId`. */
export function useAnswerQueue(userId: string | null): QueueState {
  useEffect(() => startAnswerSync(userId), [userId]);
  return useSyncExternalStore(subscribe, () => state);
}

/** Called on every answer the server refuses, e.g. for learn mode's error line. */
export function onAnswerProblem(listener: () => void): () => void {
  let seen = state.problems;
  return subscribe(() => {
    if (state.problems === seen) return;
    seen = state.problems;
    listener();
  });
}
