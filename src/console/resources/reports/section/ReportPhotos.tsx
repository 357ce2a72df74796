import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PhotoViewer } from '../../../components/photos/PhotoViewer';
import { Thumbnail } from '../components/Thumbnail';
import type { ReportPhoto } from '../../../../domain/reports';

/** The report's photos as thumbnails opening the viewer, or 'Nenhuma foto adicionada'. */
export function ReportPhotos({ photos }: { photos: ReportPhoto[] }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.reports.no_photos')}
      </Typography>
    );
  }
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {photos.map((photo, index) => (
          <Thumbnail
            key={photo.id}
            path={photo.value}
            label={translate('app.reports.photo_open', { index: index + 1, total: photos.length })}
            onOpen={() => setOpen(index)}
          />
        ))}
      </Box>
      <PhotoViewer
        photos={photos}
        index={open}
        title={translate('app.reports.photos_title')}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
