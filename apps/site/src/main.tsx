import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { routes } from './app/routes';
import './styles.css';

async function bootstrap(): Promise<void> {
  // Only `vite --mode mock` answers /api from MSW; the import is dropped from other builds.
  if (import.meta.env.MODE === 'mock') {
    const { startMockWorker } = await import('./mocks/startMockWorker');
    await startMockWorker();
  }
  const router = createBrowserRouter(routes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

// Spec 8: an unhandled bootstrap error goes to the console.
bootstrap().catch((error: unknown) => console.error(error));
