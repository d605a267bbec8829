import fs from 'node:fs/promises';
import { type Exercise, exportLearnsetCsv, type LearnsetExportFormat, sanitizeFileName } from '@app/shared';
import type { AppContext } from '../../types';
import type { ExportCard, ExportPicture } from './anki/anki-export';
import { CardImageService } from './images/card-image.service';
import type { LearnsetParsePool } from './learnset-parse-pool';
import { LearnsetService } from './learnsets.service';

/** A download: its name, type and content. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: string | Uint8Array;
}

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/**
 * The set's downloads: SPEC's `.json`, a `.csv` (question, answer, alternatives) and an Anki
 * package (`.apkg`), always made from the current exercises. The package is built in the worker.
 */
export class LearnsetExportService {
  private readonly sets: LearnsetService;
  private readonly images: CardImageService;

  constructor(
    ctx: AppContext,
    private readonly worker: LearnsetParsePool,
  ) {
    this.sets = new LearnsetService(ctx);
    this.images = new CardImageService(ctx);
  }

  async file(setId: string, format: LearnsetExportFormat): Promise<ExportFile> {
    if (format === 'json') {
      const { fileName, body } = await this.sets.exportFile(setId);
      return { fileName, contentType: 'application/json; charset=utf-8', body };
    }
    const { learnset, exercises } = await this.sets.data(setId);
    const parsed = JSON.parse(exercises) as Exercise[];
    const fileName = sanitizeFileName(learnset.title, format);
    if (format === 'csv') return { fileName, contentType: 'text/csv; charset=utf-8', body: exportLearnsetCsv(parsed) };
    const cards = await this.withPictures(parsed);
    return { fileName, contentType: 'application/apkg', body: await this.worker.exportAnki(learnset.title, cards) };
  }

  /** The exercises as Anki cards, each picture read once from the card image store. */
  private async withPictures(exercises: readonly Exercise[]): Promise<ExportCard[]> {
    const pictures = new Map<string, ExportPicture | undefined>();
    const picture = async (id: string | undefined): Promise<ExportPicture | undefined> => {
      if (!id) return undefined;
      if (!pictures.has(id)) {
        const stored = await this.images.file(id);
        const bytes = stored ? await fs.readFile(stored.path).catch(() => undefined) : undefined;
        const extension = stored ? (EXTENSIONS[stored.contentType] ?? 'bin') : 'bin';
        pictures.set(id, bytes ? { name: `bild-${id}.${extension}`, bytes: new Uint8Array(bytes) } : undefined);
      }
      return pictures.get(id);
    };
    const cards: ExportCard[] = [];
    for (const exercise of exercises) {
      cards.push({
        question: exercise.question,
        answer: exercise.answer,
        answers: exercise.answers,
        questionImage: await picture(exercise.question_image),
        answerImage: await picture(exercise.answer_image),
      });
    }
    return cards;
  }
}
