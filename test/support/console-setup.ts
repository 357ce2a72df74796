import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts signed out, with no stored preferences.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
