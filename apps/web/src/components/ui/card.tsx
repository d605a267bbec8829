import type { ReactNode } from 'react';
import { type Tint, tintStyle } from './tint';
import './ui.css';

interface CardProps {
  /** The element: a `section` or `article` when the card has its own heading, `li` in a list. */
  as?: 'div' | 'section' | 'article' | 'li';
  /** A mode's or subject's colour for the card's top edge and its `--tint` children. */
  tint?: Tint;
  className?: string;
  children: ReactNode;
}

/** A rounded surface with a soft shadow: the design system's basic container. */
export function Card({ as: Element = 'div', tint, className, children }: CardProps) {
  const classes = ['ui-card', tint && 'tint ui-card-tinted', className].filter(Boolean).join(' ');
  return (
    <Element className={classes} style={tintStyle(tint)}>
      {children}
    </Element>
  );
}
