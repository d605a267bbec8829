import { isId } from '@app/shared';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/connection';
import { SessionRepository } from '../../kernel/session.repository';
import { DocumentStorage } from '../documents/document-storage';
import { CardImageRepository } from '../learnsets/images/card-image.repository';
import { CardImageStorage } from '../learnsets/images/card-image-storage';
import { OperatorRepository } from './operator.repository';

/**
 * The operator's changes that touch more than one table or the files: banning, deleting
 * accounts and removing content. Rows go first, in one transaction; files after the commit, so
 * a failure leaves at worst an orphaned folder (swept at the next start), never a row without file.
 */
export class OperatorService {
  readonly repository: OperatorRepository;
  private readonly sessions: SessionRepository;
  private readonly documentsDir: string;
  private readonly learnsetsDir: string;
  private readonly images: CardImageRepository;
  private readonly imageFiles: CardImageStorage;

  constructor(db: Db, filesDir: string) {
    this.repository = new OperatorRepository(db);
    this.sessions = new SessionRepository(db);
    this.documentsDir = new DocumentStorage(filesDir).root;
    this.learnsetsDir = path.join(filesDir, 'learnsets');
    this.images = new CardImageRepository(db);
    this.imageFiles = new CardImageStorage(filesDir);
  }

  /** Bans the account and ends every session it has; returns how many sessions ended. */
  async ban(userId: string): Promise<number> {
    await this.repository.setBanned(userId, true);
    return this.sessions.removeAllOf(userId);
  }

  async unban(userId: string): Promise<void> {
    await this.repository.setBanned(userId, false);
  }

  async deleteUser(userId: string, keepContent: boolean): Promise<{ documents: number; learnsets: number }> {
    const { documentIds, learnsets } = await this.repository.deleteUser(userId, keepContent);
    for (const id of documentIds) await this.removeFolder(this.documentsDir, id);
    return { documents: keepContent ? 0 : documentIds.length, learnsets: keepContent ? 0 : learnsets };
  }

  /**
   * Removes a document with its file: the one deletion of a document, for the operator's CLI and
   * for its owner (DocumentService.remove). False when there is no such document.
   */
  async removeDocument(id: string): Promise<boolean> {
    if (!isId(id) || !(await this.repository.deleteDocument(id))) return false;
    await this.removeFolder(this.documentsDir, id);
    return true;
  }

  /**
   * Removes a set with its exercises, the pupils' card states and statistics, exam dates and
   * calendar links, and the files of card images no other set shows: the one deletion of a set,
   * for the operator's CLI and for its owner (LearnsetService.remove). False when there is none.
   */
  async removeLearnset(id: string): Promise<boolean> {
    const images = isId(id) ? await this.repository.deleteLearnset(id) : null;
    if (!images) return false;
    for (const key of await this.images.deleteUnused({ ids: images })) await this.imageFiles.remove(key);
    // Sets live in the database; a folder exists only if a later version stores files for them.
    await this.removeFolder(this.learnsetsDir, id);
    return true;
  }

  private async removeFolder(root: string, id: string): Promise<void> {
    if (isId(id)) await fs.rm(path.join(root, id), { recursive: true, force: true });
  }
}
