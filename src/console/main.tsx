import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Placeholder } from './Placeholder';

// The shell (react-admin, providers, menu, sign-in) arrives with the next issue.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Placeholder />
  </StrictMode>,
);
