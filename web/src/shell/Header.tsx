import { useTranslation } from 'react-i18next';
import { Link } from '../router/router';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher';
import { PRODUCT_NAME } from './product';

interface HeaderProps {
  menuOpen: boolean;
  onMenuToggle(): void;
}

export function Header({ menuOpen, onMenuToggle }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <button type="button" className="menu-button" aria-expanded={menuOpen} aria-controls="side-menu" onClick={onMenuToggle}>
        <span className="menu-button__icon" aria-hidden="true" />
        {t('header.menu')}
      </button>
      <Link to="/" className="brand">
        {PRODUCT_NAME}
      </Link>
      <Link to="/Track" className="site-header__track">
        {t('header.track')}
      </Link>
      <LanguageSwitcher />
      <Link to="/Apply" className="button button--accent site-header__apply">
        {t('header.urgentApply')}
      </Link>
    </header>
  );
}
