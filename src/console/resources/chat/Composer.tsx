import AttachFileIcon from '@mui/icons-material/AttachFile';
import CancelIcon from '@mui/icons-material/Cancel';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Chip, IconButton, LinearProgress, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import {
  CHAT_DOCUMENT_EXTENSIONS,
  CHAT_IMAGE_EXTENSIONS,
  chatSendSchema,
  COMPOSER_MAX_DOCUMENTS,
  MAX_IMAGES,
  MAX_MESSAGE_LENGTH,
} from '../../../domain/chat';
import { useRefreshAfter } from '../../providers/dependencies';
import { ignoreFailure, useOnce } from '../../components/busy/useOnce';
import { wrapAnywhere } from '../../components/LongText';
import type { OpenChat } from './types';
import { useChatDataProvider } from './useChat';
import { useUploads, type PendingFile } from './useUploads';
import { HiddenFileInput } from '../../components/HiddenFileInput';
import { countOf, HelperWithCount } from '../../components/CharacterCount';
import { useDraft } from '../../components/useDraft';

const accept = (exts: readonly string[]) => exts.map((e) => `.${e}`).join(',');

/**
 * The composer (spec §5): Enter sends, Shift+Enter adds a line; up to 10 images (compressed in
 * the browser) and 3 documents, each upload with its progress and error state; the message is
 * checked by the schema the server uses before it leaves.
 */
export function Composer({ chat, onSent }: { chat: OpenChat; onSent: () => void }) {
  const translate = useTranslate();
  const dataProvider = useChatDataProvider();
  const refresh = useRefreshAfter('chat');
  // A draft per conversation (issue 35): a send refused (401, offline, 500) or another
  // conversation opened meanwhile keeps what was typed here, until it is sent.
  const [text, setText, clearText] = useDraft(`chat:${chat.seizureRequestId}:${chat.userId}`);
  const [problem, setProblem] = useState<string | null>(null);
  const uploads = useUploads();
  const imageInput = useRef<HTMLInputElement>(null);
  const documentInput = useRef<HTMLInputElement>(null);
  const images = uploads.files.filter((f) => f.kind === 'image');
  const documents = uploads.files.filter((f) => f.kind === 'document');
  const busy = uploads.files.some((f) => f.status !== 'done');

  const send = useMutation({
    mutationFn: (body: Parameters<typeof dataProvider.sendChatMessage>[0]) => dataProvider.sendChatMessage(body),
    onSuccess: async () => {
      clearText();
      uploads.clear();
      onSent();
      await refresh();
    },
    // A refusal (closed chat, offline, …) is announced by the one 'Erro' notice of every failed
    // mutation (providers/MutationFailureNotices); the text typed and the files stay for a retry.
  });

  // One message per intent: a second click (or Enter) while in flight sends nothing.
  const sendOnce = useOnce((body: Parameters<typeof send.mutateAsync>[0]) => send.mutateAsync(body));
  const submit = () => {
    if (busy || sendOnce.busy) return;
    const body = {
      ...chat,
      message: text,
      images: images.map((f) => f.path!),
      documents: documents.map((f) => ({ value: f.path!, filename: f.filename })),
    };
    const checked = chatSendSchema.safeParse(body);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    void sendOnce.run(body).catch(ignoreFailure);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const pick = (list: FileList | null, kind: PendingFile['kind']) => {
    const room = kind === 'image' ? MAX_IMAGES - images.length : COMPOSER_MAX_DOCUMENTS - documents.length;
    const picked = Array.from(list ?? []);
    if (picked.length > room) {
      setProblem(
        kind === 'image'
          ? translate('app.chat.composer.too_many_images', { n: MAX_IMAGES })
          : translate('app.chat.composer.too_many_documents', { n: COMPOSER_MAX_DOCUMENTS }),
      );
    } else setProblem(null);
    uploads.add(picked.slice(0, Math.max(room, 0)), kind);
  };

  return (
    <Box sx={{ p: 1.5 }}>
      {uploads.files.length > 0 ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }} aria-live="polite">
          {uploads.files.map((f) => (
            <Box key={f.key} sx={{ minWidth: 140, maxWidth: '100%' }}>
              <Chip
                size="small"
                color={f.status === 'error' ? 'error' : 'default'}
                icon={f.kind === 'image' ? <ImageIcon /> : <AttachFileIcon />}
                label={f.status === 'error' ? translate('app.chat.composer.failed', { name: f.filename }) : f.filename}
                onDelete={() => uploads.remove(f.key)}
                deleteIcon={<CancelIcon titleAccess={translate('app.chat.composer.remove', { name: f.filename })} />}
                // The whole name, wrapped, rather than cut with '…' (issue 25 item 2).
                sx={{
                  height: 'auto',
                  maxWidth: '100%',
                  '& .MuiChip-label': { whiteSpace: 'normal', ...wrapAnywhere, py: 0.25 },
                }}
              />
              {f.status === 'error' && f.error ? (
                <Typography
                  variant="caption"
                  color="error"
                  sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}
                >
                  {f.error}
                </Typography>
              ) : null}
              {f.status === 'uploading' ? (
                <LinearProgress
                  variant="determinate"
                  value={f.progress}
                  aria-label={translate('app.chat.composer.uploading', { name: f.filename })}
                  sx={{ mt: 0.5 }}
                />
              ) : null}
            </Box>
          ))}
        </Stack>
      ) : null}
      {problem ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {problem}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <Tooltip title={translate('app.chat.composer.images')}>
          <span>
            <IconButton
              aria-label={translate('app.chat.composer.images')}
              onClick={() => imageInput.current?.click()}
              disabled={images.length >= MAX_IMAGES}
            >
              <ImageIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={translate('app.chat.composer.documents')}>
          <span>
            <IconButton
              aria-label={translate('app.chat.composer.documents')}
              onClick={() => documentInput.current?.click()}
              disabled={documents.length >= COMPOSER_MAX_DOCUMENTS}
            >
              <AttachFileIcon />
            </IconButton>
          </span>
        </Tooltip>
        <TextField
          label={translate('app.chat.composer.label')}
          helperText={
            <HelperWithCount length={countOf(text)} max={MAX_MESSAGE_LENGTH}>
              {translate('app.chat.composer.hint')}
            </HelperWithCount>
          }
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          multiline
          maxRows={6}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: MAX_MESSAGE_LENGTH } }}
        />
        <Tooltip title={translate('app.chat.composer.send')}>
          <span>
            <IconButton
              color="primary"
              aria-label={translate('app.chat.composer.send')}
              onClick={submit}
              disabled={busy || sendOnce.busy}
            >
              <SendIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <HiddenFileInput
        ref={imageInput}
        multiple
        accept={accept(CHAT_IMAGE_EXTENSIONS)}
        data-testid="chat-image-input"
        onChange={(e) => (pick(e.target.files, 'image'), (e.target.value = ''))}
      />
      <HiddenFileInput
        ref={documentInput}
        multiple
        accept={accept(CHAT_DOCUMENT_EXTENSIONS)}
        data-testid="chat-document-input"
        onChange={(e) => (pick(e.target.files, 'document'), (e.target.value = ''))}
      />
    </Box>
  );
}
