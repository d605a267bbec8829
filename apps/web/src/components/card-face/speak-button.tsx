import { plainCardText } from '@app/shared/learnsets/formula';

export type CardSide = 'question' | 'answer';

const LABELS: Record<CardSide, string> = { question: 'Frage vorlesen', answer: 'Antwort vorlesen' };

const canSpeak = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

/** A voice of the language if the browser has one (else it chooses by `lang` itself). */
function voiceFor(lang: string): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  const base = lang.slice(0, 2);
  return voices.find((v) => v.lang === lang) ?? voices.find((v) => v.lang.toLowerCase().startsWith(base));
}

interface SpeakButtonProps {
  text: string;
  side: CardSide;
  /** BCP 47 language of the side (useSideLanguage). */
  lang: string;
}

/**
 * Reads a card side aloud with the browser's speech synthesis, formulas as their words. Not shown
 * where the browser has none. A new press stops what is still being read.
 */
export function SpeakButton({ text, side, lang }: SpeakButtonProps) {
  if (!canSpeak()) return null;
  const speak = () => {
    const synth = window.speechSynthesis;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(plainCardText(text));
    utterance.lang = lang;
    const voice = voiceFor(lang);
    if (voice) utterance.voice = voice;
    synth.speak(utterance);
  };
  return (
    <button
      type="button"
      className="secondary speak-button"
      aria-label={LABELS[side]}
      title={LABELS[side]}
      onClick={speak}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
        <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
