import type { Account, AccountInfo, Constants } from '@app/shared';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a setting needs to show itself: the signed-in account and the constants. */
export interface SettingsContext {
  account: Account;
  info: AccountInfo;
  constants: Constants;
  /** After a password change the server has ended every session: the page signs out. */
  signOut: (notice: string) => void;
}

/** One setting of a topic: its own section, heading and address (`/einstellungen/lernen#lernziel`). */
export interface SettingEntry {
  /** The section's id; old links such as `/einstellungen#favoriten` find their topic by it. */
  id: string;
  title: string;
  render: (context: SettingsContext) => ReactNode;
}

/** A topic of the settings: an entry of the list, and a page of its own on a phone. */
export interface SettingsTopic {
  /** Its address, one of `paths.settingsTopics`. */
  path: string;
  title: string;
  Icon: LucideIcon;
  settings: SettingEntry[];
}

/** The line under a topic's name in the list: the names of its settings. */
export const topicSummary = (topic: SettingsTopic) => topic.settings.map((setting) => setting.title).join(', ');
