import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { lightTheme } from '../layout/theme';
import { FatalErrorPage } from './FatalErrorPage';

/**
 * The last line of defence around the whole app (react-admin's own boundary sits inside
 * <Admin>): whatever breaks outside it still ends on 'Um erro inesperado aconteceu' in
 * Portuguese, with its own theme and texts since the app's contexts may be gone.
 */
export class FatalErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ThemeProvider theme={createTheme(lightTheme)}>
        <CssBaseline />
        <FatalErrorPage />
      </ThemeProvider>
    );
  }
}
