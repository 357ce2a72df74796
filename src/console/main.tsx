import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { FatalErrorBoundary } from './components/FatalErrorBoundary';
import { initMonitoring } from './providers/monitoring';

// Error reporting, only when the server configured it (SENTRY_DSN); otherwise nothing loads.
void initMonitoring();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FatalErrorBoundary>
      <App />
    </FatalErrorBoundary>
  </StrictMode>,
);
