// The entry of a parse child (parse-pool/): the jobs of the modules that read hostile files.
import { importIcs, type IcsJob } from './modules/calendars/ics-import';
import { type LearnsetChildJob, runLearnsetJob } from './modules/learnsets/learnset-child-jobs';
import { type OfficeTextJob, readOfficeText } from './modules/library/files/office-text';
import { serveParseJobs } from './parse-pool/serve-jobs';

serveParseJobs<IcsJob | LearnsetChildJob | OfficeTextJob>((job) =>
  job.kind === 'ics' ? importIcs(job) : job.kind === 'office-text' ? readOfficeText(job) : runLearnsetJob(job),
);
