// The upload rules both sides need (spec §9; docs/geo-and-uploads.md): the size limit the console
// checks before sending and the server enforces, the types a file's content may be, and the shape
// of a stored file's path (the server serves nothing else; the seed writes paths of this shape).

/** 10 MB (MiB, as browsers and the console count them). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const TYPE_NOT_ALLOWED = 'Tipo de arquivo não permitido';

export interface FileType {
  ext: 'png' | 'jpg' | 'gif' | 'webp' | 'pdf' | 'xlsx';
  mime: string;
}

/** The allowed types, recognised by their content (never by name or declared type). */
export const FILE_TYPES = {
  png: { ext: 'png', mime: 'image/png' },
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  gif: { ext: 'gif', mime: 'image/gif' },
  webp: { ext: 'webp', mime: 'image/webp' },
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  xlsx: { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
} as const satisfies Record<FileType['ext'], FileType>;

/** A stored file's path relative to the uploads folder: YYYY/MM/<32 random hex>.<ext>. */
export const STORED_PATH = /^\d{4}\/(0[1-9]|1[0-2])\/[0-9a-f]{32}\.(png|jpg|gif|webp|pdf|xlsx)$/;

/** The console's check before sending: over the limit is refused without a round trip. */
export const isWithinUploadLimit = (size: number) => size <= MAX_UPLOAD_BYTES;

/**
 * Characters a file name may not carry (issue 39 item 5): control characters (CR/LF among them),
 * the Unicode line and paragraph separators, and the bidirectional overrides that make
 * 'fdp.exe' read as 'exe.pdf'. Refused with the field rather than silently dropped.
 */
const FILE_NAME_FORBIDDEN = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
export const FILE_NAME_REFUSED = 'O nome do arquivo não pode ter quebras de linha nem caracteres de controle';
export const isAcceptableFileName = (name: string) => !FILE_NAME_FORBIDDEN.test(name);

/** A multipart upload with more parts than one file and a few fields (the parser's limits). */
export const TOO_MANY_PARTS = 'Envio com partes demais: mande um arquivo por vez, no campo file';
