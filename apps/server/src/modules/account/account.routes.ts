import { VISITOR_ACCOUNT } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../types';

export async function accountRoutes(app: FastifyInstance, _ctx: AppContext): Promise<void> {
  app.get('/account', { schema: { summary: 'The current account, or a visitor' } }, async () => ({
    status: 'success',
    ...VISITOR_ACCOUNT,
  }));
}
