import { Box, ButtonBase, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { VerificationDocuments } from '../../../domain/appVerifications';
import {
  VERIFICATION_DOCUMENT_STATUS_LABELS,
  VERIFICATION_DOCUMENT_TYPE_LABELS,
  VERIFICATION_DOCUMENT_TYPES,
  type VerificationDocumentType,
} from '../../../domain/statuses';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { currentContentUrl } from '../../components/contentUrl';

const STATUS_COLOR = { pending: 'warning', approved: 'success', reproved: 'error' } as const;

/** The three document cards (frontDocument, backDocument, selfie); a sent one opens the viewer. */
export function DocumentCards({
  documents,
  onOpen,
}: {
  documents: VerificationDocuments;
  onOpen: (type: VerificationDocumentType) => void;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 1.5 }}>
      {VERIFICATION_DOCUMENT_TYPES.map((type) => {
        const document = documents[type];
        const label = VERIFICATION_DOCUMENT_TYPE_LABELS[type];
        const status = document
          ? VERIFICATION_DOCUMENT_STATUS_LABELS[document.status]
          : translate('app.app_verifications.not_sent');
        const body = (
          <>
            <Box
              sx={{
                height: 120,
                width: '100%',
                bgcolor: 'action.hover',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                overflow: 'hidden',
                borderRadius: 1,
              }}
            >
              {document ? (
                <Box
                  component="img"
                  src={currentContentUrl(document.path)}
                  alt=""
                  sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
                />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {status}
                </Typography>
              )}
            </Box>
            <Box
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'flex-start',
                width: '100%',
                gap: 0.5,
                pt: 1,
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {document ? <VisuallyHidden>{translate('app.app_verifications.open_document')}</VisuallyHidden> : null}
                {document ? ' ' : null}
                {label}
                {document ? <VisuallyHidden>, </VisuallyHidden> : null}
              </Typography>
              <Chip size="small" color={document ? STATUS_COLOR[document.status] : 'default'} label={status} />
            </Box>
          </>
        );
        const frame = {
          p: 1,
          minWidth: 0,
          boxSizing: 'border-box',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          width: '100%',
        } as const;
        return document ? (
          // Named by its content, 'Abrir' read before what shows ('Abrir Selfie, Aprovado'): an
          // aria-label left out the visible text's order (WCAG 2.5.3, issue 25).
          <ButtonBase key={type} onClick={() => onOpen(type)} sx={{ ...frame, textAlign: 'left' }}>
            {body}
          </ButtonBase>
        ) : (
          <Box key={type} sx={frame}>
            {body}
          </Box>
        );
      })}
    </Box>
  );
}
