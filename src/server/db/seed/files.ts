// The files the demo data points at: a fixed set of placeholders, each with a stored path of the
// shape uploads.ts serves (YYYY/MM/<32 hex>.<ext>) and a row in `uploads`. The rows are the same
// whether or not the files are written; main.ts and scripts/seed.ts write them to the store
// (DATA_DIR/uploads or S3), tests that only need rows do not.
import crypto from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FILE_TYPES, STORED_PATH } from '../../../domain/uploads';
import type { FileStore } from '../../storage';
import { avatar, carPhoto, documentPhoto, pdfDocument, selfie } from './placeholders';

/** Who "uploaded" a file: the demo tracker, Alfa's case manager, or support. */
export type Uploader = 'tracker' | 'cases' | 'support';

interface Spec {
  originalName: string;
  uploader: Uploader;
  /** Draws synchronously; what is left (compression) runs in the background. */
  build: () => Buffer | Promise<Buffer>;
}

const DEMO_LINE = 'Documento de demonstração: arquivo gerado para o ambiente de testes.';
const pdf =
  (title: string, ...lines: string[]) =>
  () =>
    pdfDocument(title, [DEMO_LINE, '', ...lines]);

const SPECS = {
  vehicleBlue: { originalName: 'foto-veiculo-1.png', uploader: 'tracker', build: () => carPhoto([92, 112, 138]) },
  vehicleRed: { originalName: 'foto-veiculo-2.png', uploader: 'tracker', build: () => carPhoto([150, 44, 40]) },
  vehicleSilver: {
    originalName: 'foto-veiculo-3.png',
    uploader: 'tracker',
    build: () => carPhoto([196, 198, 202], [150, 170, 200]),
  },
  documentFront: { originalName: 'documento-frente.png', uploader: 'tracker', build: () => documentPhoto('front') },
  documentBack: { originalName: 'documento-verso.png', uploader: 'tracker', build: () => documentPhoto('back') },
  selfie: { originalName: 'selfie.png', uploader: 'tracker', build: selfie },
  avatarBlue: { originalName: 'avatar-1.png', uploader: 'tracker', build: () => avatar([70, 120, 180]) },
  avatarOrange: { originalName: 'avatar-2.png', uploader: 'tracker', build: () => avatar([196, 116, 64]) },
  warrant: {
    originalName: 'mandado-de-busca-e-apreensao.pdf',
    uploader: 'cases',
    build: pdf(
      'Mandado de busca e apreensão',
      'Expede-se o presente mandado de busca e apreensão do veículo',
      'descrito nos autos, alienado fiduciariamente.',
    ),
  },
  searchWarrant: {
    originalName: 'auto-de-busca-e-apreensao.pdf',
    uploader: 'tracker',
    build: pdf(
      'Auto de busca e apreensão',
      'Certifico que procedi à busca e apreensão do veículo descrito',
      'no mandado, que foi removido ao pátio credenciado.',
    ),
  },
  policeReport: {
    originalName: 'boletim-de-ocorrencia.pdf',
    uploader: 'tracker',
    build: pdf('Boletim de ocorrência', 'Registro da remoção do veículo junto à autoridade policial.'),
  },
  friendlyHandover: {
    originalName: 'termo-de-entrega-amigavel.pdf',
    uploader: 'tracker',
    build: pdf('Termo de entrega amigável', 'O devedor declara entregar o veículo de forma voluntária.'),
  },
  towReceipt: {
    originalName: 'comprovante-guincho.pdf',
    uploader: 'tracker',
    build: pdf('Comprovante de guincho', 'Serviço de remoção do veículo até o pátio credenciado.'),
  },
  yardInspection: {
    originalName: 'vistoria-patio.pdf',
    uploader: 'tracker',
    build: pdf('Vistoria no pátio', 'Laudo de vistoria do veículo na entrada do pátio.'),
  },
  pixReceipt: {
    originalName: 'comprovante-pix.pdf',
    uploader: 'support',
    build: pdf(
      'Comprovante de transferência Pix',
      'Transferência realizada para a chave Pix cadastrada pelo localizador.',
    ),
  },
} satisfies Record<string, Spec>;

export type DemoFileKey = keyof typeof SPECS;

/** The folder the demo files live in: the month of DEMO_SEED, so their paths never change. */
const FOLDER = '2024/09';

/** The stored path of one demo file: derived from the seed and its key, never random. */
export function demoFilePath(key: DemoFileKey, seed: number): string {
  const hex = crypto.createHash('sha256').update(`recupera-demo:${seed}:${key}`).digest('hex').slice(0, 32);
  const ext = path.extname(SPECS[key].originalName).slice(1);
  return `${FOLDER}/${hex}.${ext}`;
}

/** What the parts of the seed refer to: paths by key, and the groups they pick from. */
export class DemoFiles {
  readonly vehiclePhotos: readonly string[];
  readonly avatars: readonly string[];
  /** Report documents of kind 'other', by the file name shown for them. */
  readonly others: ReadonlyMap<string, string>;

  constructor(readonly seed: number) {
    this.vehiclePhotos = [this.path('vehicleBlue'), this.path('vehicleRed'), this.path('vehicleSilver')];
    this.avatars = [this.path('avatarBlue'), this.path('avatarOrange')];
    this.others = new Map(
      (['policeReport', 'friendlyHandover', 'towReceipt', 'yardInspection'] as const).map((k) => [
        SPECS[k].originalName,
        this.path(k),
      ]),
    );
  }

  path(key: DemoFileKey): string {
    return demoFilePath(key, this.seed);
  }

  name(key: DemoFileKey): string {
    return SPECS[key].originalName;
  }
}

export interface DemoFileContent {
  key: DemoFileKey;
  path: string;
  originalName: string;
  mimeType: string;
  uploader: Uploader;
  bytes: Buffer;
}

const KEYS = Object.keys(SPECS) as DemoFileKey[];

/** The bytes are the same on every run: built once per process. */
let built: Promise<Buffer[]> | null = null;

/**
 * Every demo file with its content. The first call draws the images (~30 ms on this thread) and
 * leaves their compression to the thread pool, so a seed can go on writing rows meanwhile.
 */
export async function demoFileContents(seed: number): Promise<DemoFileContent[]> {
  if (!built) {
    built = Promise.all(KEYS.map((key) => (SPECS[key] as Spec).build()));
    built.catch(() => (built = null)); // a failed build is not cached
  }
  const bytes = await built;
  return KEYS.map((key, i) => {
    const spec: Spec = SPECS[key];
    const ext = path.extname(spec.originalName).slice(1) as 'png' | 'pdf';
    return {
      key,
      path: demoFilePath(key, seed),
      originalName: spec.originalName,
      mimeType: FILE_TYPES[ext].mime,
      uploader: spec.uploader,
      bytes: bytes[i],
    };
  });
}

/**
 * Writes the demo files to the server's store (DATA_DIR/uploads or S3). Idempotent: a file already
 * there with the same bytes is left alone; anything else is (re)written, whole (the local store
 * writes through a temporary name, an S3 object appears whole), so a reader never sees half a file.
 */
export async function writeDemoFiles(storage: FileStore, files: DemoFileContent[]): Promise<void> {
  await Promise.all(
    files.map(async (f) => {
      if (!STORED_PATH.test(f.path)) throw new Error(`demo file path of the wrong shape: ${f.path}`);
      const existing = await storage.get(f.path);
      if (existing && existing.size === f.bytes.length && (await bytesOf(existing.body)).equals(f.bytes)) return;
      existing?.body.destroy();
      await storage.put(f.path, f.bytes, f.mimeType);
    }),
  );
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
