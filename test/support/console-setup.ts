import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait up to 5 s (not 1 s): full screens render slowly on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5_000 });

// Each test starts signed out, with no stored preferences and no kept drafts (components/useDraft.ts
// keeps typed reasons in sessionStorage, as a new tab would not have them).
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
