import { paths } from '../../../../config/paths';
import { Loading } from '../../../../components/loading';
import { planOfAccount } from '@app/shared';
import { SignInPrompt } from '../../../../components/sign-in-prompt';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAccount, useConstants } from '../../../../lib/boot-data';
import type { LogoutState } from '../logout-page';
import { AnswerCheckSetting } from './answer-check-setting';
import { ClassSetting, GradeSetting, SearchSetting } from './basic-settings';
import { FavoritesSetting } from './favorites-setting';
import { PasswordSetting } from './password-setting';
import { ReminderSetting } from './reminder-setting';
import { RetentionSetting } from './retention-setting';
import { SETTINGS_SECTIONS as S, SettingsSection } from './settings-section';
import { ThemeSetting } from './theme-setting';
import { ToggleSetting } from './toggle-setting';
import '../../account.css';

/** /einstellungen: every setting of a valid account; visitors get the sign-in prompt. */
export default function SettingsPage() {
  const account = useAccount();
  const constants = useConstants();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const ready = account?.valid === true && constants !== undefined;
  // A link such as /einstellungen#favoriten arrives before the lazy sections exist.
  useEffect(() => {
    if (ready && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
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
  const loggedOut = (notice: string) =>
    void navigate(paths.signOut, { replace: true, state: { notice } satisfies LogoutState });
  return (
    <section className="account-page settings" aria-labelledby="settings-title">
      <h1 id="settings-title">Einstellungen</h1>
      <dl className="settings-identity">
        <dt>Name</dt>
        <dd>{info.name}</dd>
        <dt>ID</dt>
        <dd>{info.id_}</dd>
        <dt>Abo</dt>
        <dd>
          {planOfAccount(account).label} (<Link to={paths.premium}>Abos vergleichen</Link>)
        </dd>
      </dl>
      <p>
        Um Ihre E-Mail-Adresse oder Ihren Namen zu ändern oder Ihr Konto zu löschen, wenden Sie sich bitte an uns (
        <Link to={paths.info.contact}>Kontakt</Link>).
      </p>
      <nav className="settings-toc" aria-label="Inhaltsverzeichnis">
        <ul>
          {Object.values(S).map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <SettingsSection section={S.classes}>
        <ClassSetting classes={info.classes} />
      </SettingsSection>
      <SettingsSection section={S.grade}>
        <GradeSetting grade={info.grade} grades={constants.grades} />
      </SettingsSection>
      <SettingsSection section={S.search}>
        <SearchSetting search={info.search} engines={constants.searchEngines} />
      </SettingsSection>
      <SettingsSection section={S.iframe}>
        <ToggleSetting
          setting="iframe"
          enabled={info.iframe}
          description="Zeigt Dokumente in einer eingebetteten Vorschau (iFrame) direkt auf der Seite an."
        />
      </SettingsSection>
      <SettingsSection section={S.favorites}>
        <FavoritesSetting favorites={info.favorites} />
      </SettingsSection>
      <SettingsSection section={S.password}>
        <PasswordSetting knownWords={[info.name, info.id_, ...info.classes, info.grade]} onChanged={loggedOut} />
      </SettingsSection>
      <SettingsSection section={S.retention}>
        <RetentionSetting retention={info.retention} />
      </SettingsSection>
      <SettingsSection section={S.answerCheck}>
        <AnswerCheckSetting answerCheck={info.answerCheck} />
      </SettingsSection>
      <SettingsSection section={S.theme}>
        <ThemeSetting theme={info.theme} themes={constants.themes} allowed={planOfAccount(account).colourScheme} />
      </SettingsSection>
      <SettingsSection section={S.newsletter}>
        <ToggleSetting
          setting="newsletter"
          enabled={info.newsletter}
          description="Erhalten Sie Benachrichtigungen und Neuigkeiten zur Plattform per E-Mail."
        />
        <ReminderSetting reminder={info.reminder} />
      </SettingsSection>
    </section>
  );
}
