import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { CourierLanguageProvider } from './i18n/CourierLanguage';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CourierLanguageProvider>
      <App />
    </CourierLanguageProvider>
  </StrictMode>,
);

// The app shell is kept by the service worker so the app opens with no network (public/sw.js).
if ('serviceWorker' in navigator && import.meta.env.PROD)
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`, {
      scope: import.meta.env.BASE_URL,
    });
  });
