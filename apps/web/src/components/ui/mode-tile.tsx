import { Link } from 'react-router';
import { wholePercent } from './percent';
import { STUDY_WAYS, type StudyWay } from './study-modes';
import { tintStyle } from './tint';
import './ui.css';

interface ModeTileProps {
  way: StudyWay;
  /** Where the tile leads, e.g. `STUDY_WAYS.cards.href(ids)`. */
  to: string;
  /** One line on what the mode does. */
  description: string;
  /**
   * How far the pupil is (0..1, shown as a bar) and that progress in words ('40 % beherrscht'),
   * read with the link; a count without an end ('3 Karten fällig') has no share and no bar.
   */
  progress?: { share?: number; text: string };
}

/** A study mode as a large, coloured link: icon, name, one line, perhaps the progress so far. */
export function ModeTile({ way, to, description, progress }: ModeTileProps) {
  const { label, Icon } = STUDY_WAYS[way];
  return (
    <Link className="ui-mode-tile tint" style={tintStyle(STUDY_WAYS[way])} to={to}>
      <span className="ui-icon-bubble">
        <Icon aria-hidden="true" size={26} strokeWidth={2.2} />
      </span>
      <span className="ui-mode-tile-title">{label}</span>
      <span className="ui-mode-tile-description">{description}</span>
      {progress && (
        <span className="ui-mode-tile-progress">
          {progress.share !== undefined && (
            <span className="ui-progress-track" aria-hidden="true">
              <span className="ui-progress-fill" style={{ inlineSize: `${wholePercent(progress.share)}%` }} />
            </span>
          )}
          <span className="ui-mode-tile-progress-text">{progress.text}</span>
        </span>
      )}
    </Link>
  );
}
