import { paths } from '../../config/paths';
import { type MouseEvent, type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../lib/site';
import { AppStatus } from './app-status';
import { HeaderSearch } from './header-search';
import { FOOTER_LINKS } from './nav-links';
import { Sidebar } from './sidebar';
import { TestNotice } from './test-notice';
import { useNewPageFocus } from './use-new-page-focus';

/** Past the navigation to the screen itself, without a '#inhalt' in the address. */
function skipToContent(event: MouseEvent) {
  event.preventDefault();
  document.getElementById('inhalt')?.focus();
}

/** The frame of every screen: test-phase banner, navigation, content, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const main = useRef<HTMLElement>(null);
  useNewPageFocus(main);
  return (
    <div className="shell">
      <a href="#inhalt" className="skip-link" onClick={skipToContent}>
        Zum Inhalt springen
      </a>
      <header className="mobile-header">
        <button
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="sidebar"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? 'Schliessen' : 'Menü'}
        </button>
        <Link to={paths.home} className="mobile-brand" onClick={close}>
          {PRODUCT_NAME}
        </Link>
        <HeaderSearch compact onSearch={close} />
      </header>
      <Sidebar open={menuOpen} onNavigate={close} />
      <div className="content">
        <div className="header-search-bar">
          <HeaderSearch />
        </div>
        <TestNotice />
        <AppStatus />
        <main id="inhalt" tabIndex={-1} ref={main}>
          {children}
        </main>
        <footer className="footer">
          {FOOTER_LINKS.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </footer>
      </div>
    </div>
  );
}
