import { paths } from '../../config/paths';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../lib/site';
import { FOOTER_LINKS } from './nav-links';
import { Sidebar } from './sidebar';

/** The frame of every screen: test-phase banner, navigation, content, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <div className="shell">
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
      </header>
      <Sidebar open={menuOpen} onNavigate={close} />
      <div className="content">
        <p className="test-banner" role="note">
          Diese Website befindet sich in der Testphase und sollte noch nicht verwendet werden.
        </p>
        <main>{children}</main>
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
