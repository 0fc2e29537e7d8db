import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n } from '../lib/i18n/i18n';
import { createRouter } from './router';
import './global.css';

initI18n()
  .then(() => {
    const router = createRouter();
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => console.error('Failed application start', error));
