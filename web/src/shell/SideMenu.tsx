import { useTranslation } from 'react-i18next';
import { NavLink } from '../router/router';
import { MENU_LINKS } from './menuLinks';

interface SideMenuProps {
  open: boolean;
  onNavigate(): void;
}

/** The site menu: a column beside the content on wide screens, opened by the menu button on small ones. */
export function SideMenu({ open, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  return (
    <nav id="side-menu" className={open ? 'side-menu side-menu--open' : 'side-menu'} aria-label={t('menu.label')}>
      <ul>
        {MENU_LINKS.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to} onClick={onNavigate}>
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
