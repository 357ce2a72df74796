import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { Button, List, Typography } from '@mui/material';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { isCaseAdmin } from '../../../../../domain/roles';
import { useSession } from '../../../../components/useSession';
import type { CaseDetails } from '../../../../../domain/cases';
import { Section } from '../Section';
import { AttachmentItem, PendingUploadItem } from './AttachmentItem';
import { useAttachmentUploads } from './useAttachmentUploads';
import { HiddenFileInput } from '../../../../components/HiddenFileInput';

/** 'Anexos': the case's files (open in a new tab), and for case admins upload and remove. */
export function AttachmentsSection({ details }: { details: CaseDetails }) {
  const translate = useTranslate();
  const { roles } = useSession();
  const admin = isCaseAdmin(roles);
  const input = useRef<HTMLInputElement>(null);
  const { uploads, upload, dismiss } = useAttachmentUploads(details.id, translate('app.cases.attachments.too_large'));
  const documents = details.documents ?? [];
  const action = admin ? (
    <>
      <Button size="small" startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
        {translate('app.cases.attachments.add')}
      </Button>
      <HiddenFileInput
        ref={input}
        multiple
        aria-label={translate('app.cases.attachments.add')}
        onChange={(event) => {
          const files = event.target.files ? [...event.target.files] : [];
          event.target.value = '';
          void upload(files);
        }}
      />
    </>
  ) : null;
  return (
    <Section title="app.cases.attachments.title" action={action}>
      {documents.length === 0 && uploads.length === 0 ? (
        <Typography color="text.secondary">{translate('app.cases.attachments.empty')}</Typography>
      ) : (
        <List dense disablePadding>
          {documents.map((attachment) => (
            <AttachmentItem key={attachment.id} caseId={details.id} attachment={attachment} canRemove={admin} />
          ))}
          {uploads.map((pending) => (
            <PendingUploadItem key={pending.key} upload={pending} onDismiss={() => dismiss(pending.key)} />
          ))}
        </List>
      )}
      {admin ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {translate('app.cases.attachments.hint')}
        </Typography>
      ) : null}
    </Section>
  );
}
