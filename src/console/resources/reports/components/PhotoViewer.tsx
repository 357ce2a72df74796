import BrokenImageIcon from '@mui/icons-material/BrokenImageOutlined';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Tooltip, Typography } from '@mui/material';
import { useState, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { currentContentUrl, openContent } from '../../cases/details/attachments/contentUrl';
import type { ReportPhoto } from '../types';

function Action({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip title={label}>
      <span>{children}</span>
    </Tooltip>
  );
}

/**
 * A report's photos, one at a time, large: previous / next (also the arrow keys), open the file
 * in a new tab, close. `index` null: closed.
 */
export function PhotoViewer({
  photos,
  index,
  onIndexChange,
  onClose,
}: {
  photos: ReportPhoto[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [brokenId, setBrokenId] = useState<number | null>(null);
  const photo = index === null ? undefined : photos[index];
  const total = photos.length;
  const args = { index: (index ?? 0) + 1, total };
  const go = (step: number) => index !== null && onIndexChange((index + step + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    if (total < 2) return;
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };
  const t = (key: string) => translate(`app.reports.viewer.${key}`);
  return (
    <Dialog open={photo !== undefined} onClose={onClose} maxWidth="md" fullWidth onKeyDown={onKeyDown}>
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pr: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {translate('app.reports.viewer.title', args)}
        </Box>
        {photo ? (
          <Action label={t('open')}>
            <IconButton
              aria-label={t('open')}
              href={currentContentUrl(photo.value)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event: React.MouseEvent<HTMLAnchorElement>) => openContent(event, photo.value)}
            >
              <OpenInNewIcon />
            </IconButton>
          </Action>
        ) : null}
        <Action label={t('close')}>
          <IconButton aria-label={t('close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Action>
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton aria-label={t('previous')} onClick={() => go(-1)} disabled={total < 2}>
          <ChevronLeftIcon />
        </IconButton>
        <Box sx={{ flex: 1, minHeight: 320, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          {photo && brokenId !== photo.id ? (
            <Box
              component="img"
              src={currentContentUrl(photo.value)}
              alt={translate('app.reports.viewer.title', args)}
              onError={() => setBrokenId(photo.id)}
              sx={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain', borderRadius: 1 }}
            />
          ) : (
            <Box sx={{ textAlign: 'center', color: 'text.secondary' }}>
              <BrokenImageIcon sx={{ fontSize: 64 }} color="disabled" />
              <Typography>{t('broken')}</Typography>
            </Box>
          )}
        </Box>
        <IconButton aria-label={t('next')} onClick={() => go(1)} disabled={total < 2}>
          <ChevronRightIcon />
        </IconButton>
      </DialogContent>
    </Dialog>
  );
}
