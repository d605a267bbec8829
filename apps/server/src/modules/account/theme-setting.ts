import { HTTP_MESSAGES, mayChooseTheme, THEME_TEXTS } from '@app/shared';
import { HttpError } from '../../lib/http-error';
import { planOf } from '../../kernel/account';
import type { AccountRepository } from './account.repository';

/**
 * `POST /account/settings/theme` (SPEC §9 plan table): any scheme with Premium Lite or Premium,
 * the default 'light' for every plan; a Standard account asking for another gets 403.
 */
export async function changeTheme(accounts: AccountRepository, userId: string, theme: string): Promise<void> {
  const user = await accounts.findById(userId);
  if (!user) throw new HttpError(401, HTTP_MESSAGES.unauthorized, 'not signed in');
  if (!mayChooseTheme(theme, planOf(user))) throw new HttpError(403, THEME_TEXTS.needsPlan);
  await accounts.update(userId, { theme });
}
