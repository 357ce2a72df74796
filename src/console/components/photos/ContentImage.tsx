import BrokenImageIcon from '@mui/icons-material/BrokenImageOutlined';
import { Box, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useContentSrc } from './useContentSrc';

/** A stored image (token URL); a file that cannot be read shows a placeholder with the alt text. */
export function ContentImage({ path, alt, sx }: { path: string; alt: string; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  const { src, failed, onError } = useContentSrc(path);
  if (failed) {
    return (
      <Box
        role="img"
        aria-label={`${alt} (${translate('app.photos.unavailable')})`}
        title={translate('app.photos.unavailable')}
        // After the caller's sx: the placeholder is always a centred box, whatever display was asked.
        sx={[
          ...(Array.isArray(sx) ? sx : [sx]),
          {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'action.hover',
            color: 'text.disabled',
          },
        ]}
      >
        <BrokenImageIcon />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      onError={onError}
      loading="lazy"
      sx={[{ objectFit: 'cover' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
