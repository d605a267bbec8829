import ChevronLeft from 'lucide-react/icons/chevron-left';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import NotFound from '../../../../components/not-found';
import { Toaster } from '../../../../components/ui/toast';
import { paths } from '../../../../config/paths';
import { SettingsSection } from './settings-section';
import type { SettingsContext, SettingsTopic } from './settings-topic';
import { TopicList } from './topic-list';

interface SettingsLayoutProps {
  topics: SettingsTopic[];
  context: SettingsContext;
}

/** The section a link's `#…` names ('' for none or a malformed one). */
function sectionOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}

/** The topic whose setting has the id `section` (an old link: `/einstellungen#favoriten`). */
const topicOfSection = (topics: SettingsTopic[], section: string) =>
  topics.find((topic) => topic.settings.some((setting) => setting.id === section));

/**
 * The list of topics and the chosen topic's settings. Which of them a screen shows is up to
 * settings.css: side by side where there is room, else the list at /einstellungen and one topic
 * on each topic's page.
 */
export function SettingsLayout({ topics, context }: SettingsLayoutProps) {
  const { thema } = useParams();
  const { hash } = useLocation();
  const section = sectionOf(hash);
  const chosen = thema === undefined ? undefined : topics.find((topic) => topic.path === `${paths.settings}/${thema}`);
  const shown = chosen ?? topics[0];
  const refs = useTopicFocus(thema ?? '');

  useEffect(() => {
    if (chosen) document.title = `${chosen.title} – Einstellungen`;
    else document.title = thema === undefined ? 'Einstellungen' : 'Seite nicht gefunden';
  }, [chosen, thema]);
  useEffect(() => {
    // After the layout has put a new page at its top.
    if (chosen && section) requestAnimationFrame(() => document.getElementById(section)?.scrollIntoView());
  }, [chosen, section]);

  const sectionTopic = !thema && section ? topicOfSection(topics, section) : undefined;
  if (sectionTopic) return <Navigate to={`${sectionTopic.path}${hash}`} replace />;
  if ((thema !== undefined && !chosen) || !shown) return <NotFound />;
  return (
    <section className="settings" data-topic={chosen ? 'chosen' : 'none'} aria-labelledby="settings-title">
      <h1 id="settings-title" className="settings-title" tabIndex={-1} ref={refs.pageHeading}>
        Einstellungen
      </h1>
      <div className="settings-columns">
        <TopicList topics={topics} chosen={chosen} shown={shown} listRef={refs.list} />
        <section key={shown.path} className="settings-panel" aria-labelledby="settings-topic-title">
          <Link to={paths.settings} className="settings-back">
            <ChevronLeft aria-hidden="true" size={20} />
            Alle Einstellungen
          </Link>
          <h2 id="settings-topic-title" tabIndex={-1} ref={refs.topicHeading}>
            {shown.title}
          </h2>
          {shown.settings.map((setting) => (
            <SettingsSection key={setting.id} id={setting.id} title={setting.title}>
              {setting.render(context)}
            </SettingsSection>
          ))}
        </section>
      </div>
      <Toaster closeLabel="Meldung schliessen" />
    </section>
  );
}

const visible = (element: HTMLElement | null): element is HTMLElement =>
  element !== null && element.getClientRects().length > 0;

/**
 * When the topic changes, the focus goes to what replaced it: the topic's heading, or on a phone
 * back at the list the link of the topic just left (else the page's heading). The first topic
 * shown keeps the focus where the layout put it.
 */
function useTopicFocus(topic: string) {
  const refs = {
    topicHeading: useRef<HTMLHeadingElement>(null),
    pageHeading: useRef<HTMLHeadingElement>(null),
    list: useRef<HTMLUListElement>(null),
  };
  const before = useRef(topic);
  useEffect(() => {
    if (before.current === topic) return;
    const left = before.current;
    before.current = topic;
    const heading = refs.topicHeading.current;
    const leftLink = refs.list.current?.querySelector<HTMLElement>(`a[href="${paths.settings}/${left}"]`) ?? null;
    const target = [heading, leftLink, refs.pageHeading.current].find(visible);
    target?.focus();
  });
  return refs;
}
