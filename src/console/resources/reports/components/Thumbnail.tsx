import BrokenImageIcon from '@mui/icons-material/BrokenImageOutlined';
import { Box, ButtonBase } from '@mui/material';
import { useState } from 'react';
import { currentContentUrl } from '../../../components/contentUrl';

const SIZE = 88;

/** A square photo that opens the viewer; a file that cannot be shown becomes an icon. */
export function Thumbnail({ path, label, onOpen }: { path: string; label: string; onOpen: () => void }) {
  const [broken, setBroken] = useState(false);
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={label}
      sx={{
        width: SIZE,
        height: SIZE,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      {broken ? (
        <BrokenImageIcon color="disabled" />
      ) : (
        <Box
          component="img"
          src={currentContentUrl(path)}
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
    </ButtonBase>
  );
}
