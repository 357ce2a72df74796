import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { Error as ErrorView, Inspector, LayoutClasses, Loading, Sidebar, SkipNavigationButton } from 'react-admin';
import { FatalErrorPage } from '../components/FatalErrorPage';
import { ShellAppBar } from './ShellAppBar';
import { ShellMenu } from './ShellMenu';

interface BoundaryState {
  error: Error | null;
  errorInfo?: ErrorInfo;
}

/** react-admin's page boundary: 'Um erro inesperado aconteceu', cleared on the next route. */
class PageBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(_error: Error, errorInfo: ErrorInfo) {
    this.setState({ errorInfo });
  }

  reset = () => this.setState({ error: null, errorInfo: undefined });

  override render() {
    const { error, errorInfo } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorView error={error} errorInfo={errorInfo} errorComponent={FatalErrorPage} resetErrorBoundary={this.reset} />
    );
  }
}

// react-admin's Layout styles, under its name so the theme's RaLayout overrides still apply.
const Root = styled('div', { name: 'RaLayout', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: theme.palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  [`& .${LayoutClasses.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${LayoutClasses.contentWithSidebar}`]: { display: 'flex', flexGrow: 1 },
  [`& .${LayoutClasses.content}`]: {
    backgroundColor: theme.palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    paddingRight: theme.spacing(1),
    paddingLeft: theme.spacing(1),
  },
}));

/**
 * react-admin's Layout, with one change of landmarks: there the sidebar sits inside `<main>`;
 * here `<main>` is the page alone and the menu is its own `<nav>` beside it.
 */
export function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <Root className="layout">
      <SkipNavigationButton />
      <div className={LayoutClasses.appFrame}>
        <ShellAppBar />
        <div className={LayoutClasses.contentWithSidebar}>
          <Sidebar>
            <ShellMenu />
          </Sidebar>
          <main id="main-content" className={LayoutClasses.content}>
            <PageBoundary>
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </PageBoundary>
          </main>
        </div>
        <Inspector />
      </div>
    </Root>
  );
}
