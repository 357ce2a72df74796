import { Component, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import OfflineIcon from '@mui/icons-material/CloudOffOutlined';
import UpdateIcon from '@mui/icons-material/SystemUpdateAltOutlined';
import { lightTranslate as translate } from '../signIn/texts';
import { CHUNK_TEXTS, ChunkLoadError, chunkLoading, type ChunkFailure } from './lazyPageErrors';

/** 'page': in a screen's place (with an H1, where the focus goes); 'inline': in a piece's place. */
export type NoticeSize = 'page' | 'inline';

/**
 * What shows when a lazy screen's code cannot load: offline (or the server out of reach),
 * 'Sem conexão com a internet' and 'Tentar Novamente', which imports it again; a chunk gone
 * while the server answers (a new version was deployed), 'Nova versão disponível' and
 * 'Recarregar', which reloads the page (the new index.html names the new chunks). Its texts are
 * read without react-admin (signIn/texts.ts): the public pages show it signed out, before the console.
 */
export function ChunkNotice({
  failure,
  size,
  onRetry,
}: {
  failure: ChunkFailure;
  size: NoticeSize;
  onRetry: () => void;
}) {
  const texts = CHUNK_TEXTS[failure];
  const action = failure === 'offline' ? onRetry : () => chunkLoading.reload();
  const button = (
    <Button
      variant={size === 'page' ? 'contained' : 'text'}
      color={size === 'page' ? 'primary' : 'inherit'}
      onClick={action}
    >
      {translate(texts.action)}
    </Button>
  );
  if (size === 'inline') {
    return (
      <Alert severity={failure === 'offline' ? 'warning' : 'info'} action={button} sx={{ alignItems: 'center' }}>
        <AlertTitle sx={{ mb: 0 }}>{translate(texts.title)}</AlertTitle>
        {translate(texts.text)}
      </Alert>
    );
  }
  const Icon = failure === 'offline' ? OfflineIcon : UpdateIcon;
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '50vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        textAlign: 'center',
      }}
    >
      <Icon aria-hidden sx={{ fontSize: 64, color: 'text.secondary' }} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, fontWeight: 600 }}>
        {translate(texts.title)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 460 }}>
        {translate(texts.text)}
      </Typography>
      {button}
    </Box>
  );
}

interface Props {
  size: NoticeSize;
  frame?: (notice: ReactNode) => ReactNode;
  children: ReactNode;
}

/**
 * The error boundary of every lazyPage: a ChunkLoadError becomes the notice in the piece's place
 * (inside the shell, so the menu stays usable); any other error goes on to the page's boundary
 * (the fatal page), as before.
 */
export class ChunkBoundary extends Component<Props, { error: ChunkLoadError | null }> {
  override state: { error: ChunkLoadError | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    // A bug is not ours to show: kept so render rethrows it to the boundary above.
    return { error: error as ChunkLoadError };
  }

  // The notice is shown: the failed attempt can go, so 'Tentar Novamente', or the piece mounted
  // again later (another visit to the route), imports it again.
  override componentDidCatch(error: unknown) {
    if (error instanceof ChunkLoadError) error.drop();
  }

  retry = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!(error instanceof ChunkLoadError)) throw error;
    const notice = <ChunkNotice failure={error.failure} size={this.props.size} onRetry={this.retry} />;
    return this.props.frame ? this.props.frame(notice) : notice;
  }
}
