import type { CSSProperties } from 'react';

/** The scheme's colours (styles/themes.css, tokens.css): name and custom property. */
const COLOURS = [
  ['Seite', '--bg'],
  ['Fläche', '--surface'],
  ['Fläche erhöht', '--surface-raised'],
  ['Fläche vertieft', '--surface-sunken'],
  ['Text', '--text'],
  ['Text gedämpft', '--text-muted'],
  ['Akzent', '--accent'],
  ['Erfolg', '--success'],
  ['Gefahr', '--danger'],
  ['Warnung', '--warning'],
  ['Linie', '--line'],
  ['Linie kräftig', '--line-strong'],
] as const;

/** Text on its soft background, as notices and badges show it. */
const PAIRS = [
  ['Akzent', '--accent', '--accent-soft'],
  ['Erfolg', '--success', '--success-soft'],
  ['Gefahr', '--danger', '--danger-soft'],
  ['Warnung', '--warning', '--warning-soft'],
] as const;

const STEPS = ['4', '3', '2', '1', '0', '-1'] as const;
const SPACES = ['2xs', 'xs', 's', 'm', 'l', 'xl', '2xl'] as const;
const RADII = [
  ['klein', '--radius-s'],
  ['mittel', '--radius-m'],
  ['gross', '--radius-l'],
  ['rund', '--radius-round'],
] as const;

const style = (entries: Record<string, string>) => entries as CSSProperties;

/** The tokens themselves: colours, type scale, spacing, radii and shadows. */
export function DesignTokens() {
  return (
    <section className="design-section" aria-labelledby="design-tokens">
      <h2 id="design-tokens">Grundlagen</h2>
      <h3>Farben</h3>
      <ul className="design-swatches">
        {COLOURS.map(([name, token]) => (
          <li key={token}>
            <span className="design-swatch" style={style({ background: `var(${token})` })} />
            <span className="design-token-name">{name}</span>
            <code>{token}</code>
          </li>
        ))}
      </ul>
      <ul className="design-pairs">
        {PAIRS.map(([name, text, background]) => (
          <li key={text} style={style({ color: `var(${text})`, background: `var(${background})` })}>
            {name} auf {background}
          </li>
        ))}
      </ul>
      <h3>Schrift</h3>
      <ul className="design-type">
        {STEPS.map((step) => (
          <li key={step}>
            <code>--step-{step}</code>
            <span style={style({ fontSize: `var(--step-${step})` })}>Lernen macht Spass</span>
          </li>
        ))}
      </ul>
      <h3>Abstände</h3>
      <ul className="design-spaces">
        {SPACES.map((space) => (
          <li key={space}>
            <code>--space-{space}</code>
            <span className="design-space-bar" style={style({ inlineSize: `var(--space-${space})` })} />
          </li>
        ))}
      </ul>
      <h3>Radien und Schatten</h3>
      <ul className="design-boxes">
        {RADII.map(([name, token]) => (
          <li key={token} style={style({ borderRadius: `var(${token})` })}>
            Radius {name}
            <code>{token}</code>
          </li>
        ))}
        {(['1', '2', '3'] as const).map((level) => (
          <li key={level} className="design-shadow" style={style({ boxShadow: `var(--shadow-${level})` })}>
            Schatten {level}
            <code>--shadow-{level}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
