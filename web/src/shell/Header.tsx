import { Link } from 'react-router';
import { PRODUCT_NAME } from './product';

interface HeaderProps {
  menuOpen: boolean;
  onMenuToggle(): void;
}

export function Header({ menuOpen, onMenuToggle }: HeaderProps) {
  return (
    <header className="site-header">
      <button type="button" className="menu-button" aria-expanded={menuOpen} aria-controls="side-menu" onClick={onMenuToggle}>
        <span className="menu-button__icon" aria-hidden="true" />
        Menu
      </button>
      <Link to="/" className="brand">
        {PRODUCT_NAME}
      </Link>
      <Link to="/Track" className="site-header__track">
        Track
      </Link>
      <Link to="/Apply" className="button button--accent site-header__apply">
        Urgent Apply
      </Link>
    </header>
  );
}
