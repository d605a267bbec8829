import Bell from 'lucide-react/icons/bell';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import House from 'lucide-react/icons/house';
import Palette from 'lucide-react/icons/palette';
import ShieldCheck from 'lucide-react/icons/shield-check';
import UserRound from 'lucide-react/icons/user-round';
import { planOfAccount } from '@app/shared';
import { useNavigate } from 'react-router';
import { Loading } from '../../../../components/loading';
import { SignInPrompt } from '../../../../components/sign-in-prompt';
import { paths } from '../../../../config/paths';
import { useAccount, useConstants } from '../../../../lib/boot-data';
import type { LogoutState } from '../logout-page';
import { DeletionNote, IdentityFacts, PlanFacts } from './account-facts';
import { AnswerCheckSetting } from './answer-check-setting';
import { ClassSetting, GradeSetting, SearchSetting } from './basic-settings';
import { FavoritesSetting } from './favorites-setting';
import { PasswordSetting } from './password-setting';
import { ReminderSetting } from './reminder-setting';
import { RetentionSetting } from './retention-setting';
import { SettingsLayout } from './settings-layout';
import type { SettingsTopic } from './settings-topic';
import { SwitchSetting } from './switch-setting';
import { ThemeSetting } from './theme-setting';
import { WeekGoalSetting } from './week-goal-setting';
import '../../account.css';
import './settings.css';

const T = paths.settingsTopics;

/**
 * Every setting, by topic, in the order of the list. A new setting is one more entry of its topic
 * (its id is its address: `/einstellungen/lernen#lernziel`); a new topic needs a path in
 * `paths.settingsTopics` as well.
 */
const TOPICS: SettingsTopic[] = [
  {
    path: T.profile,
    title: 'Profil',
    Icon: UserRound,
    settings: [
      { id: 'name', title: 'Name und ID', render: ({ info }) => <IdentityFacts info={info} /> },
      { id: 'klassen', title: 'Klasse(n)', render: ({ info }) => <ClassSetting classes={info.classes} /> },
      {
        id: 'klassenstufe',
        title: 'Klassenstufe',
        render: ({ info, constants }) => <GradeSetting grade={info.grade} grades={constants.grades} />,
      },
    ],
  },
  {
    path: T.learning,
    title: 'Lernen',
    Icon: GraduationCap,
    settings: [
      { id: 'lernziel', title: 'Lernziel', render: ({ info }) => <RetentionSetting retention={info.retention} /> },
      {
        id: 'antworten-pruefen',
        title: 'Antworten prüfen',
        render: ({ info }) => <AnswerCheckSetting answerCheck={info.answerCheck} />,
      },
      {
        id: 'wochenziel',
        title: 'Wochenziel',
        render: ({ info }) => <WeekGoalSetting weekGoal={info.weekGoal ?? null} />,
      },
    ],
  },
  {
    path: T.notifications,
    title: 'Benachrichtigungen',
    Icon: Bell,
    settings: [
      {
        id: 'lern-erinnerung',
        title: 'Lern-Erinnerung',
        render: ({ info }) => <ReminderSetting reminder={info.reminder} />,
      },
      {
        id: 'benachrichtigungen',
        title: 'Neuigkeiten',
        render: ({ info }) => (
          <SwitchSetting
            setting="newsletter"
            enabled={info.newsletter}
            label="Neuigkeiten per E-Mail"
            description="Benachrichtigungen und Neuigkeiten zur Plattform"
          />
        ),
      },
    ],
  },
  {
    path: T.startPage,
    title: 'Startseite',
    Icon: House,
    settings: [
      {
        id: 'suchmaschine',
        title: 'Suchmaschine',
        render: ({ info, constants }) => <SearchSetting search={info.search} engines={constants.searchEngines} />,
      },
      { id: 'favoriten', title: 'Favoriten', render: ({ info }) => <FavoritesSetting favorites={info.favorites} /> },
    ],
  },
  {
    path: T.display,
    title: 'Darstellung',
    Icon: Palette,
    settings: [
      {
        id: 'farbschema',
        title: 'Farbschema',
        render: ({ account, info, constants }) => (
          <ThemeSetting theme={info.theme} themes={constants.themes} allowed={planOfAccount(account).colourScheme} />
        ),
      },
      {
        id: 'iframes',
        title: 'Dokumentvorschau',
        render: ({ info }) => (
          <SwitchSetting
            setting="iframe"
            enabled={info.iframe}
            label="Dokumente in der Seite zeigen"
            description="Eine eingebettete Vorschau (iFrame) direkt auf der Seite des Dokuments"
          />
        ),
      },
    ],
  },
  {
    path: T.account,
    title: 'Konto und Sicherheit',
    Icon: ShieldCheck,
    settings: [
      {
        id: 'passwort',
        title: 'Passwort',
        render: ({ info, signOut }) => (
          <PasswordSetting knownWords={[info.name, info.id_, ...info.classes, info.grade]} onChanged={signOut} />
        ),
      },
      { id: 'abo', title: 'Abo', render: ({ account }) => <PlanFacts account={account} /> },
      { id: 'konto-loeschen', title: 'Konto löschen', render: () => <DeletionNote /> },
    ],
  },
];

/** /einstellungen and its topics: every setting of a valid account; visitors get the sign-in prompt. */
export default function SettingsPage() {
  const account = useAccount();
  const constants = useConstants();
  const navigate = useNavigate();
  if (account === null) return <Loading />;
  const info = account.info;
  if (!account.valid || !info) {
    return (
      <section className="account-page" aria-labelledby="settings-title">
        <h1 id="settings-title">Einstellungen</h1>
        <SignInPrompt message="Sie müssen angemeldet sein, um Ihre Einstellungen zu ändern." register={false} />
      </section>
    );
  }
  if (!constants) return <Loading />;
  const signOut = (notice: string) =>
    void navigate(paths.signOut, { replace: true, state: { notice } satisfies LogoutState });
  return <SettingsLayout topics={TOPICS} context={{ account, info, constants, signOut }} />;
}
