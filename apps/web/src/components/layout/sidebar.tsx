import { paths } from '../../config/paths';
import { lazy, type ReactNode, Suspense } from 'react';
import { NavLink as RouterNavLink } from 'react-router';
import { useAccount } from '../../lib/boot-data';
import { PRODUCT_NAME } from '../../lib/site';
import {
  ABOUT_LINKS,
  CALENDAR_LINK,
  MAIN_LINKS,
  type NavLink,
  REVIEW_LINK,
  SIGNED_IN_LINKS,
  SIGNED_OUT_LINKS,
} from './nav-links';

const ReviewCount = lazy(() => import('./review-count'));

function LinkList({
  links,
  onNavigate,
  after,
}: {
  links: NavLink[];
  onNavigate: () => void;
  /** What follows a link's name inside it (the due count). */
  after?: (link: NavLink) => ReactNode;
}) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <RouterNavLink to={link.to} end onClick={onNavigate}>
            {link.label}
            {after?.(link)}
          </RouterNavLink>
        </li>
      ))}
    </ul>
  );
}

/** Main navigation; on phones it is the menu opened from the header. */
export function Sidebar({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const account = useAccount();
  const valid = account?.valid === true;
  const userId = valid ? account.info?.id_ : undefined;
  const dueCount = (link: NavLink) =>
    link === REVIEW_LINK && userId ? (
      <Suspense fallback={null}>
        <ReviewCount userId={userId} />
      </Suspense>
    ) : null;
  return (
    <nav id="sidebar" className={open ? 'sidebar open' : 'sidebar'} aria-label="Hauptnavigation">
      <RouterNavLink to={paths.home} className="brand" onClick={onNavigate}>
        <img src="/logo.svg" alt="" width="32" height="32" />
        <span>{PRODUCT_NAME}</span>
      </RouterNavLink>
      <LinkList
        links={valid ? [...MAIN_LINKS, REVIEW_LINK, CALENDAR_LINK] : MAIN_LINKS}
        onNavigate={onNavigate}
        after={dueCount}
      />
      <LinkList links={valid ? SIGNED_IN_LINKS : SIGNED_OUT_LINKS} onNavigate={onNavigate} />
      <details className="about" open>
        <summary>Über</summary>
        <LinkList links={ABOUT_LINKS} onNavigate={onNavigate} />
      </details>
      <p className="account-state">
        {valid && account.info ? `Angemeldet als ${account.info.name}` : 'Nicht angemeldet'}
      </p>
    </nav>
  );
}
