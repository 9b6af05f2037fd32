import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Placeholder until the site issue lands: proves the build and the one-port server work.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>International Courier Service in Kuwait</h1>
    </main>
  </StrictMode>,
);
