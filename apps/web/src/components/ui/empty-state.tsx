import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import './ui.css';

interface EmptyStateProps {
  Icon: LucideIcon;
  title: string;
  text?: string;
  /** What to do next, e.g. a link to create the first set. */
  action?: ReactNode;
  /** The heading's level in the page's outline. */
  level?: 2 | 3;
}

/** What a list shows when it has nothing yet: a friendly picture, a title, a line and the next step. */
export function EmptyState({ Icon, title, text, action, level = 2 }: EmptyStateProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="ui-empty">
      <span className="ui-icon-bubble ui-empty-icon">
        <Icon aria-hidden="true" size={36} strokeWidth={1.8} />
      </span>
      <Heading className="ui-empty-title">{title}</Heading>
      {text && <p className="ui-empty-text">{text}</p>}
      {action && <div className="ui-empty-action">{action}</div>}
    </div>
  );
}
