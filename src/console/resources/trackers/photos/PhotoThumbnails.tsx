import { Box, ButtonBase, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { TrackerPhoto } from '../../../../domain/trackers';
import { ContentImage } from '../../../components/photos/ContentImage';
import { PhotoViewer } from '../../../components/photos/PhotoViewer';

/** The request's photos as thumbnails; one opens the viewer at that photo. */
export function PhotoThumbnails({ photos, owner }: { photos: TrackerPhoto[]; owner: string }) {
  const translate = useTranslate();
  const [index, setIndex] = useState<number | null>(null);
  if (photos.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.trackers.photos.empty')}
      </Typography>
    );
  }
  return (
    <>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
        {photos.map((photo, i) => {
          const label = translate('app.trackers.photos.open', { current: i + 1, total: photos.length });
          return (
            <li key={photo.id}>
              <ButtonBase
                aria-label={label}
                onClick={() => setIndex(i)}
                sx={{
                  borderRadius: 1,
                  overflow: 'hidden',
                  border: 1,
                  borderColor: 'divider',
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                <ContentImage path={photo.value} alt={label} sx={{ width: 88, height: 88, display: 'block' }} />
              </ButtonBase>
            </li>
          );
        })}
      </Box>
      <PhotoViewer
        photos={photos}
        index={index}
        title={translate('app.trackers.photos.title', { name: owner })}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
      />
    </>
  );
}
