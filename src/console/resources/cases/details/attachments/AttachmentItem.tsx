import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { CircularProgress, IconButton, Link, ListItem, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { OnceConfirm } from '../../../../components/busy/OnceConfirm';
import type { CaseAttachment } from '../../../../../domain/cases';
import { useCaseDataProvider, useCaseMutation } from '../useCaseDetails';
import { currentContentUrl, openContent } from '../../../../components/contentUrl';
import type { PendingUpload } from './useAttachmentUploads';

/** An attached file: its name opens it in a new tab; case admins may remove it (confirmation). */
export function AttachmentItem({
  caseId,
  attachment,
  canRemove,
}: {
  caseId: number;
  attachment: CaseAttachment;
  canRemove: boolean;
}) {
  const translate = useTranslate();
  const dataProvider = useCaseDataProvider();
  const [confirming, setConfirming] = useState(false);
  const remove = useCaseMutation(
    () => dataProvider.removeAttachment(caseId, attachment.id),
    'app.cases.attachments.removed',
  );
  const args = { filename: attachment.filename };
  return (
    <ListItem
      disableGutters
      secondaryAction={
        canRemove ? (
          <Tooltip title={translate('app.cases.attachments.remove', args)}>
            <IconButton
              edge="end"
              aria-label={translate('app.cases.attachments.remove', args)}
              onClick={() => setConfirming(true)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null
      }
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <FileIcon fontSize="small" color="action" />
      </ListItemIcon>
      <ListItemText
        primary={
          <Link
            href={currentContentUrl(attachment.path)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={translate('app.cases.attachments.open', args)}
            onClick={(event) => openContent(event, attachment.path)}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {attachment.filename}
          </Link>
        }
      />
      <OnceConfirm
        isOpen={confirming}
        loading={remove.isPending}
        title="app.cases.attachments.remove_title"
        content="app.cases.attachments.remove_content"
        translateOptions={args}
        confirm="app.cases.actions.remove"
        confirmColor="warning"
        onConfirm={() => remove.mutateAsync().finally(() => setConfirming(false))}
        onClose={() => setConfirming(false)}
      />
    </ListItem>
  );
}

/** A file on its way (spinner), or one that failed (error text, dismissable). */
export function PendingUploadItem({ upload, onDismiss }: { upload: PendingUpload; onDismiss: () => void }) {
  const translate = useTranslate();
  const failed = upload.state === 'error';
  return (
    <ListItem
      disableGutters
      data-upload-state={upload.state}
      secondaryAction={
        failed ? (
          <IconButton
            edge="end"
            aria-label={translate('app.cases.attachments.dismiss', { filename: upload.filename })}
            onClick={onDismiss}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        ) : null
      }
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        {failed ? <ErrorIcon fontSize="small" color="error" /> : <CircularProgress size={18} />}
      </ListItemIcon>
      <ListItemText
        primary={upload.filename}
        secondary={
          failed
            ? `${translate('app.cases.attachments.failed')}: ${upload.error}`
            : translate('app.cases.attachments.uploading')
        }
        slotProps={{ secondary: { color: failed ? 'error' : 'text.secondary', role: failed ? 'alert' : undefined } }}
      />
    </ListItem>
  );
}
