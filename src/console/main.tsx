import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FatalErrorBoundary } from './components/FatalErrorBoundary';
import { loadConsole } from './loadConsole';
import { initMonitoring } from './providers/monitoring';
import { getTokens } from './providers/session';
import { Root } from './Root';

// Error reporting, only when the server configured it (SENTRY_DSN); otherwise nothing loads.
void initMonitoring();

// Signed in: the console's code is fetched now, before the first render asks for it (Root.tsx).
if (getTokens()) void loadConsole().catch(() => undefined);

// The first render as a transition: React renders it in slices, yielding to the browser between
// them, instead of one long task (the phone's Total Blocking Time, issue 27 item 2).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <FatalErrorBoundary>
        <Root />
      </FatalErrorBoundary>
    </StrictMode>,
  );
});
