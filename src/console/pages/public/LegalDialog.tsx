import { Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Button, Tooltip } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { LegalDocument } from './LegalDocument';
import { LEGAL_PAGES, type LegalPageKind } from './legalDocuments';
import { translate } from './texts';

/**
 * The terms or the privacy policy over the registration form (spec 001 §2), in the law firms'
 * version (the one who registers is a law firm). The terms dialog has a button opening
 * /p/termos-de-uso in a new window.
 */
export function LegalDialog({
  kind,
  open,
  onClose,
}: {
  kind: LegalPageKind | null;
  open: boolean;
  onClose: () => void;
}) {
  const page = kind ? LEGAL_PAGES[kind] : null;
  return (
    <Dialog
      open={open && page !== null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby="legal-dialog-title"
    >
      {page ? (
        <>
          <DialogTitle
            id="legal-dialog-title"
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
          >
            {translate(page.title)}
            {kind === 'terms' ? (
              <Tooltip title={translate('app.public.legal.open_new_window')}>
                <IconButton
                  component="a"
                  href={page.path}
                  target="_blank"
                  rel="noopener"
                  aria-label={translate('app.public.legal.open_new_window')}
                >
                  <OpenInNewIcon />
                </IconButton>
              </Tooltip>
            ) : null}
          </DialogTitle>
          <DialogContent dividers>
            <LegalDocument id={page.tabs[0].id} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('app.public.legal.close')}</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
