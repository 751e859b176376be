import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'react-toastify/ReactToastify.css';
import '@evisa/form-ui/styles.css';
import './styles.css';
import './i18n/i18n';
import { SiteRouter } from './SiteRouter';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <SiteRouter />
  </StrictMode>,
);
