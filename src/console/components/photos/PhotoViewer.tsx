import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Dialog, IconButton, Tooltip, Typography } from '@mui/material';
import { useId, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { currentContentUrl, openContent } from '../contentUrl';
import { ContentImage } from './ContentImage';

const onDark = { color: 'common.white', bgcolor: 'rgba(0,0,0,0.45)', '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' } };

/**
 * A simple lightbox over the page (trackers' request photos, report photos): one photo at a time, previous / next (buttons and the arrow
 * keys, wrapping around), its position ('2 de 3'), open the original in a new tab, close (Esc).
 */
export function PhotoViewer({
  photos,
  index,
  title,
  onIndexChange,
  onClose,
}: {
  photos: { id: number; value: string }[];
  /** The photo shown; null when closed. */
  index: number | null;
  title: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const open = index !== null && photos.length > 0;
  const current = open ? Math.min(index, photos.length - 1) : 0;
  const photo = photos[current];
  const many = photos.length > 1;
  const go = (step: number) => onIndexChange((current + step + photos.length) % photos.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!many) return;
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };
  const position = translate('app.photos.position', { current: current + 1, total: photos.length });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      onKeyDown={onKeyDown}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { bgcolor: 'grey.900', color: 'common.white', height: 'min(90vh, 820px)' } } }}
    >
      {photo ? (
        <Box sx={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
            <Typography id={titleId} variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }} noWrap>
              {title}
            </Typography>
            <Typography variant="body2" aria-live="polite">
              {position}
            </Typography>
            <Tooltip title={translate('app.photos.open_original')}>
              <IconButton
                sx={{ color: 'common.white' }}
                aria-label={translate('app.photos.open_original')}
                href={currentContentUrl(photo.value)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(event: React.MouseEvent<HTMLAnchorElement>) => openContent(event, photo.value)}
              >
                <OpenInNewIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={translate('app.photos.close')}>
              <IconButton sx={{ color: 'common.white' }} aria-label={translate('app.photos.close')} onClick={onClose}>
                <CloseIcon />
              </IconButton>
            </Tooltip>
          </Box>
          <Box
            sx={{
              flex: 1,
              minHeight: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              px: 8,
              pb: 2,
            }}
          >
            <ContentImage
              key={photo.id}
              path={photo.value}
              alt={position}
              sx={{
                maxWidth: '100%',
                maxHeight: '100%',
                width: 'auto',
                height: 'auto',
                objectFit: 'contain',
                minWidth: 160,
                minHeight: 160,
                borderRadius: 1,
              }}
            />
          </Box>
          {many ? (
            <>
              <IconButton
                aria-label={translate('app.photos.previous')}
                onClick={() => go(-1)}
                sx={{ ...onDark, position: 'absolute', left: 12, top: '50%' }}
              >
                <ChevronLeftIcon fontSize="large" />
              </IconButton>
              <IconButton
                aria-label={translate('app.photos.next')}
                onClick={() => go(1)}
                sx={{ ...onDark, position: 'absolute', right: 12, top: '50%' }}
              >
                <ChevronRightIcon fontSize="large" />
              </IconButton>
            </>
          ) : null}
        </Box>
      ) : null}
    </Dialog>
  );
}
