import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { TEST_BANNER, TEST_NOTICE_CLOSED, TEST_NOTICE_KEY } from './first-paint';

function closedThisSession(): boolean {
  try {
    return sessionStorage.getItem(TEST_NOTICE_KEY) === TEST_NOTICE_CLOSED;
  } catch {
    return false; // storage blocked: shown, and closed only until the next page load
  }
}

/**
 * The test-phase line above every screen. A visitor who closed it does not see it again in this
 * browser session; index.html's first paint reads the same note, so it does not flash back.
 */
export function TestNotice() {
  const [closed, setClosed] = useState(closedThisSession);
  if (closed) return null;
  const close = () => {
    try {
      sessionStorage.setItem(TEST_NOTICE_KEY, TEST_NOTICE_CLOSED);
    } catch {
      // Storage blocked: closed on this page only.
    }
    // The button goes away with the line: the focus goes on to the screen, not to the page's top.
    document.getElementById('inhalt')?.focus();
    setClosed(true);
  };
  return (
    <div className="test-banner" role="note">
      <p>{TEST_BANNER}</p>
      <button type="button" className="test-banner-close" aria-label="Hinweis schliessen" onClick={close}>
        <X />
      </button>
    </div>
  );
}
