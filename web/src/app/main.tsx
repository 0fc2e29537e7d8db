import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { initI18n } from '../lib/i18n/i18n';
import { AppRoutes } from './router';
import './global.css';

initI18n()
  .then(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StrictMode>,
    );
  })
  .catch((error: unknown) => console.error('Failed application start', error));
