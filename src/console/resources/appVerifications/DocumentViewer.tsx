import RotateLeftIcon from '@mui/icons-material/RotateLeft';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import {
  VERIFICATION_DOCUMENT_STATUS_LABELS,
  VERIFICATION_DOCUMENT_TYPE_LABELS,
  type VerificationDocumentStatus,
  type VerificationDocumentType,
} from '../../../domain/statuses';
import { currentContentUrl } from '../../components/contentUrl';

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3];

/** Zoom and rotation of the viewer: + and - zoom, R and L rotate (the buttons do the same). */
function useView() {
  const [zoom, setZoom] = useState(2); // index in ZOOMS: 100 %
  const [turns, setTurns] = useState(0);
  const zoomIn = () => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1));
  const zoomOut = () => setZoom((z) => Math.max(0, z - 1));
  const rotate = (by: number) => setTurns((t) => (t + by + 4) % 4);
  const onKeyDown = (event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      '+': zoomIn,
      '=': zoomIn,
      '-': zoomOut,
      r: () => rotate(1),
      R: () => rotate(1),
      l: () => rotate(-1),
      L: () => rotate(-1),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };
  return {
    scale: ZOOMS[zoom],
    degrees: turns * 90,
    zoomIn,
    zoomOut,
    rotate,
    onKeyDown,
    atMin: zoom === 0,
    atMax: zoom === ZOOMS.length - 1,
  };
}

/**
 * One document in an image viewer (spec §2): zoom and rotate by buttons or keys, and, while the
 * verification is pending, approve or reprove it. The image scrolls inside its frame when zoomed.
 */
export function DocumentViewer({
  type,
  document,
  canDecide,
  pending,
  onDecide,
  onClose,
}: {
  type: VerificationDocumentType;
  document: { path: string; status: VerificationDocumentStatus };
  canDecide: boolean;
  pending: boolean;
  onDecide: (status: 'approved' | 'reproved') => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const view = useView();
  const label = VERIFICATION_DOCUMENT_TYPE_LABELS[type];
  const tool = (key: string, icon: React.ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={translate(`app.app_verifications.viewer.${key}`)}>
      <span>
        <IconButton aria-label={translate(`app.app_verifications.viewer.${key}`)} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="document-viewer-title"
      onKeyDown={view.onKeyDown}
    >
      <DialogTitle id="document-viewer-title">
        {label} · {VERIFICATION_DOCUMENT_STATUS_LABELS[document.status]}
      </DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={0.5} sx={{ mb: 1, alignItems: 'center' }}>
          {tool('zoom_out', <ZoomOutIcon />, view.zoomOut, view.atMin)}
          <Typography variant="body2" aria-live="polite" sx={{ minWidth: 48, textAlign: 'center' }}>
            {Math.round(view.scale * 100)}%
          </Typography>
          {tool('zoom_in', <ZoomInIcon />, view.zoomIn, view.atMax)}
          {tool('rotate_left', <RotateLeftIcon />, () => view.rotate(-1))}
          {tool('rotate_right', <RotateRightIcon />, () => view.rotate(1))}
          <Typography variant="caption" color="text.secondary" sx={{ pl: 1 }}>
            {translate('app.app_verifications.viewer.keys')}
          </Typography>
        </Stack>
        <Box
          tabIndex={0}
          role="region"
          aria-label={label}
          sx={{
            height: { xs: 320, sm: 460 },
            overflow: 'auto',
            bgcolor: 'action.hover',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Box
            component="img"
            src={currentContentUrl(document.path)}
            alt={label}
            // Inline: a value per click, not a generated class each.
            style={{ transform: `scale(${view.scale}) rotate(${view.degrees}deg)` }}
            sx={{ maxWidth: '100%', maxHeight: '100%', transformOrigin: 'center', transition: 'transform 120ms' }}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          {translate('ra.action.close')}
        </Button>
        {canDecide ? (
          <>
            <Button color="error" variant="outlined" onClick={() => onDecide('reproved')} disabled={pending}>
              {translate('app.app_verifications.viewer.reprove')}
            </Button>
            <Button color="success" variant="contained" onClick={() => onDecide('approved')} loading={pending}>
              {translate('app.app_verifications.viewer.approve')}
            </Button>
          </>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
