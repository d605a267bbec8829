/** The text every screen shows while its data arrives (SPEC §2's loading text). */
const LOADING_TEXT = 'lädt...';

/** A polite live region, so a screen reader hears that something is on its way. */
export function Loading({ text = LOADING_TEXT }: { text?: string }) {
  return (
    <p className="loading" role="status">
      {text}
    </p>
  );
}
