import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { Box, ButtonBase, Link, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ChatMessage } from '../../../domain/chat';
import { formatDateTime } from '../../../domain/format';
import { ContentImage } from '../../components/photos/ContentImage';
import { PhotoViewer } from '../../components/photos/PhotoViewer';
import { wrapAnywhere } from '../../components/LongText';
import { openContent } from '../../components/contentUrl';

/** One message: the tracker's on the left, the company's on the right; sender, time, text, images (viewer) and documents (download). */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const translate = useTranslate();
  const [shown, setShown] = useState<number | null>(null);
  const mine = !message.fromTracker;
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', listStyle: 'none' }}>
      <Paper
        elevation={0}
        sx={{
          maxWidth: '80%',
          minWidth: 0,
          px: 1.5,
          py: 1,
          bgcolor: mine ? 'primary.main' : 'action.hover',
          color: mine ? 'primary.contrastText' : 'text.primary',
          // The theme's focus ring is the primary colour: on one's own bubble, which is that colour,
          // it did not show (issue 40 §3). There it takes the bubble's text colour.
          ...(mine && {
            '& a:focus-visible, & .MuiButtonBase-root.Mui-focusVisible': { outlineColor: 'currentColor' },
          }),
        }}
      >
        <Typography variant="caption" component="p" sx={{ fontWeight: 600, ...wrapAnywhere }}>
          {message.senderName} ·{' '}
          <time dateTime={new Date(message.createdAt).toISOString()}>{formatDateTime(message.createdAt)}</time>
        </Typography>
        {message.message ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.message}
          </Typography>
        ) : null}
        {message.images.length > 0 ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
            {message.images.map((image, i) => (
              <ButtonBase key={image.id} onClick={() => setShown(i)} sx={{ borderRadius: 1, overflow: 'hidden' }}>
                <ContentImage
                  path={image.value}
                  alt={translate('app.chat.image', { n: i + 1, name: message.senderName })}
                  sx={{ width: 96, height: 96 }}
                />
              </ButtonBase>
            ))}
          </Stack>
        ) : null}
        {message.documents.map((doc) => (
          <Link
            key={doc.id}
            href="#"
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => openContent(event, doc.value)}
            color="inherit"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
          >
            <DescriptionIcon fontSize="small" sx={{ flexShrink: 0 }} />
            {/* A 250-character name wraps inside the bubble (issue 25 item 2). */}
            <Box component="span" sx={wrapAnywhere}>
              {doc.filename}
            </Box>
          </Link>
        ))}
      </Paper>
      <PhotoViewer
        photos={message.images}
        index={shown}
        title={translate('app.chat.viewer')}
        onIndexChange={setShown}
        onClose={() => setShown(null)}
      />
    </Box>
  );
}
