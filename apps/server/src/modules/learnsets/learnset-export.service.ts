import { createHash } from 'node:crypto';
import path from 'node:path';
import {
  ANKI_TEXTS,
  type Exercise,
  exportLearnsetCsv,
  LEARNSET_TEXTS,
  MAX_ANKI_EXPORT_PICTURE_BYTES,
  sanitizeFileName,
} from '@app/shared';
import { HttpError } from '../../lib/http-error';
import type { AppContext } from '../../types';
import type { ExportCard, ExportPicture } from './anki/anki-export';
import { AnkiExportCache } from './anki-export-cache';
import type { CardImageService } from './images/card-image.service';
import { LearnsetFileJobs } from './learnset-file-jobs';
import { LearnsetReadRepository } from '../../kernel/learnset-reads.repository';
import { LearnsetService } from './learnsets.service';

/** A download made in memory: its name, type and content. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: string;
}

/** An Anki package: a file of the export cache, streamed to the client. */
export interface ExportPackage {
  fileName: string;
  path: string;
}

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
/** Part of every package's version: a change to what a package holds makes all cached ones old. */
const PACKAGE_LAYOUT = 'anki-schema11-v2-alternatives-field';
/** Sets asked for at once when the cache's sweep checks which packages are still current. */
const CHUNK = 500;

/**
 * A package's version: changes with every write of the set (`updated_at`; rows written by other
 * tools may leave it empty, so their `edited` and title count too).
 */
function packageVersion(set: { title: string; edited: string }, updatedAt: string): string {
  const text = [PACKAGE_LAYOUT, set.title, set.edited, updatedAt].join('\0');
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

/**
 * The set's downloads: SPEC's `.json`, a `.csv` (question, answer, alternatives) and an Anki
 * package (`.apkg`), always made from the current exercises. The package is written by a parse
 * child to the export cache, once per version of the set, reading the pictures from their files.
 */
export class LearnsetExportService {
  readonly cache: AnkiExportCache;
  private readonly sets: LearnsetService;
  private readonly reads: LearnsetReadRepository;
  private readonly files: LearnsetFileJobs;

  constructor(
    ctx: AppContext,
    private readonly images: CardImageService,
  ) {
    this.files = new LearnsetFileJobs(ctx);
    this.sets = new LearnsetService(ctx, images, this.files);
    this.reads = new LearnsetReadRepository(ctx.db);
    this.cache = new AnkiExportCache(path.join(ctx.config.dataDir, 'anki-exports'), (ids) => this.versions(ids));
  }

  /** The `.json` or `.csv` download. */
  async file(setId: string, format: 'json' | 'csv'): Promise<ExportFile> {
    if (format === 'json') {
      const { fileName, body } = await this.sets.exportFile(setId);
      return { fileName, contentType: 'application/json; charset=utf-8', body };
    }
    const { learnset, exercises } = await this.sets.data(setId);
    const parsed = JSON.parse(exercises) as Exercise[];
    return {
      fileName: sanitizeFileName(learnset.title, format),
      contentType: 'text/csv; charset=utf-8',
      body: exportLearnsetCsv(parsed),
    };
  }

  /** The set's current Anki package, from the cache; built first when this version has none. */
  async ankiPackage(setId: string): Promise<ExportPackage> {
    const [found] = await this.reads.findSetsWithVersion([setId]);
    if (!found) throw new HttpError(404, LEARNSET_TEXTS.notFound);
    const version = packageVersion(found.set, found.version);
    const file = await this.cache.file(setId, version, (tmp) => this.buildPackage(setId, tmp));
    return { fileName: sanitizeFileName(found.set.title, 'apkg'), path: file };
  }

  private async buildPackage(setId: string, outPath: string): Promise<void> {
    const { learnset, exercises } = await this.sets.data(setId);
    const cards = await this.withPictures(JSON.parse(exercises) as Exercise[]);
    await this.files.exportAnki(learnset.title, cards, outPath);
  }

  /** The exercises as Anki cards, naming the files of their pictures (read by the parse child). */
  private async withPictures(exercises: readonly Exercise[]): Promise<ExportCard[]> {
    const ids = [...new Set(exercises.flatMap((e) => [e.question_image, e.answer_image]))];
    const stored = await this.images.files(ids.filter((id): id is string => Boolean(id)));
    const bytes = [...stored.values()].reduce((sum, file) => sum + file.size, 0);
    if (bytes > MAX_ANKI_EXPORT_PICTURE_BYTES) throw new HttpError(413, ANKI_TEXTS.exportTooLarge);
    const picture = (id: string | undefined): ExportPicture | undefined => {
      const file = id ? stored.get(id) : undefined;
      return file && { name: `bild-${id}.${EXTENSIONS[file.contentType] ?? 'bin'}`, path: file.path };
    };
    return exercises.map((exercise) => ({
      question: exercise.question,
      answer: exercise.answer,
      answers: exercise.answers,
      questionImage: picture(exercise.question_image),
      answerImage: picture(exercise.answer_image),
    }));
  }

  /** The package version of each set that still exists among `ids`. */
  private async versions(ids: readonly string[]): Promise<Map<string, string>> {
    const versions = new Map<string, string>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      for (const { set, version } of await this.reads.findSetsWithVersion(ids.slice(i, i + CHUNK))) {
        versions.set(set.id_, packageVersion(set, version));
      }
    }
    return versions;
  }
}
