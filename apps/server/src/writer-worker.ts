// The entry of SQLite's writer thread (writer/): the kinds of writes it runs, from the modules that own them.
import { ANSWERS_JOB, openAnswerWriter } from './modules/learn/answer-writer';
import { ACCESS_LOG_JOB, accessLogWriter } from './modules/system/access-log.repository';
import { runWriterThread } from './writer/writer-loop';

await runWriterThread(async (db) => ({
  [ANSWERS_JOB.kind]: await openAnswerWriter(db),
  [ACCESS_LOG_JOB.kind]: accessLogWriter(db),
}));
