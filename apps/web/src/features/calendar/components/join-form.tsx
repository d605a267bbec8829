import { joinCodeOf } from '@app/shared/calendars/join-link';
import { CALENDAR_TEXTS } from '@app/shared/calendars/texts';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

/** For a join link received in a chat or typed from the board: pasted here, it opens its screen. */
export function JoinForm() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = joinCodeOf(text);
    if (code) void navigate(paths.calendars.join(code));
    else setError(text.trim() ? CALENDAR_TEXTS.joinLinkInvalid : CALENDAR_TEXTS.joinLinkRequired);
  };
  return (
    <form className="inline-form" onSubmit={submit} noValidate aria-label="Mit einem Beitrittslink beitreten">
      <label htmlFor={`${id}-link`}>Beitrittslink</label>
      <input
        id={`${id}-link`}
        type="text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete="off"
      />
      <button type="submit">Öffnen</button>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
