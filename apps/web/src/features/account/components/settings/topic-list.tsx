import ChevronRight from 'lucide-react/icons/chevron-right';
import { type Ref, useId } from 'react';
import { Link } from 'react-router';
import { type SettingsTopic, topicSummary } from './settings-topic';

interface TopicListProps {
  topics: SettingsTopic[];
  /** The topic of the address, if any. */
  chosen: SettingsTopic | undefined;
  /** The topic beside the list on a wide screen (the first one while none is chosen). */
  shown: SettingsTopic;
  listRef: Ref<HTMLUListElement>;
}

/**
 * The topics as links, one address each: the side list on a wide screen, the whole page on a
 * phone. A link's name is the topic; the settings it holds are its description.
 */
export function TopicList({ topics, chosen, shown, listRef }: TopicListProps) {
  const id = useId();
  return (
    <nav className="settings-topics" aria-label="Themen der Einstellungen">
      <ul ref={listRef}>
        {topics.map((topic, index) => (
          <li key={topic.path}>
            <Link
              to={topic.path}
              className="settings-topic"
              aria-current={topic === chosen ? 'page' : undefined}
              aria-describedby={`${id}-${index}`}
              data-shown={topic === shown || undefined}
            >
              <span className="settings-topic-icon" aria-hidden="true">
                <topic.Icon size={20} strokeWidth={2.2} />
              </span>
              <span className="settings-topic-title">{topic.title}</span>
              <span id={`${id}-${index}`} className="settings-topic-summary" aria-hidden="true">
                {topicSummary(topic)}
              </span>
              <ChevronRight className="settings-topic-chevron" aria-hidden="true" size={20} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
