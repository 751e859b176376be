import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './Footer';
import { Header } from './Header';
import { InfoBar } from './InfoBar';
import { lazyNamed } from './lazyNamed';
import { SideMenu } from './SideMenu';
import { Toasts } from './Toasts';

// Live help's panel and its connection load just after the first paint: out of the first chunk every page waits for.
const LiveHelp = lazyNamed(() => import('../live-help/LiveHelp'), 'LiveHelp');

/** The frame of every page: header, second bar, side menu, the page itself, footer, live help and the toasts. */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Header menuOpen={menuOpen} onMenuToggle={() => setMenuOpen((open) => !open)} />
      <InfoBar />
      <div className="shell__body">
        <SideMenu open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <main id="main" className="shell__main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <Footer />
      <Suspense fallback={null}>
        <LiveHelp />
      </Suspense>
      <Toasts />
    </div>
  );
}
