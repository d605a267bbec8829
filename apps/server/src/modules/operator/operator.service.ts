import type { Db } from '../../db/connection';
import { SessionRepository } from '../../kernel/session.repository';
import { OperatorRepository } from './operator.repository';

/** What the operator's deletion of an account needs of the documents' files (cli/ hands it DocumentStorage). */
export interface DocumentFolders {
  removeFolder(id: string): Promise<void>;
}

/**
 * The operator's changes that touch more than one table or the files: banning and deleting
 * accounts. Rows go first, in one transaction; files after the commit, so a failure leaves at
 * worst an orphaned folder (swept at the next start), never a row without file. Removing one
 * document or set is its module's (document-removal.ts, learnset-removal.ts).
 */
export class OperatorService {
  readonly repository: OperatorRepository;
  private readonly sessions: SessionRepository;

  constructor(
    db: Db,
    private readonly documents: DocumentFolders,
  ) {
    this.repository = new OperatorRepository(db);
    this.sessions = new SessionRepository(db);
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
    for (const id of documentIds) await this.documents.removeFolder(id);
    return { documents: keepContent ? 0 : documentIds.length, learnsets: keepContent ? 0 : learnsets };
  }
}
