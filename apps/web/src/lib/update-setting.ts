import type { SettingKey } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from './api';
import { refreshAccount } from './boot-data';

interface MessageReply {
  message: string;
}

/**
 * `POST /account/settings/{key}`; the reply's message is the SPEC §8 success alert. The settings page
 * and learn mode's one-tap offers ('Gross-/Kleinschreibung künftig ignorieren?') both save through it.
 */
const updateSetting = (key: SettingKey, body: object) => api<MessageReply>(`/account/settings/${key}`, { json: body });

/**
 * Saves one setting and reloads the account afterwards. The password is the exception: the
 * server has ended every session by then, so the caller logs out instead.
 */
export function useUpdateSetting(key: SettingKey, onSuccess?: (message: string) => void) {
  return useMutation({
    // Offline the call fails at once with its message instead of waiting, unseen, for the connection.
    networkMode: 'always',
    mutationFn: async (body: object) => {
      const reply = await updateSetting(key, body);
      if (key !== 'password') await refreshAccount();
      return reply;
    },
    onSuccess: (reply) => onSuccess?.(reply.message),
  });
}
