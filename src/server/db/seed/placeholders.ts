// Placeholder files for the demo, drawn in code: PNG images (node:zlib, no image library) and
// one-page PDFs written by hand. Small, deterministic, and recognisable at a glance in the console.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const deflate = promisify(zlib.deflate);

export type Rgb = readonly [number, number, number];

/**
 * An RGB canvas with the few shapes the placeholders need, kept as PNG scanlines: each row is a
 * filter byte (0, none) and its pixels, so the PNG's data is the buffer itself, deflated.
 */
export class Canvas {
  readonly scanlines: Buffer;
  private readonly stride: number;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.stride = width * 3 + 1;
    this.scanlines = Buffer.alloc(this.stride * height);
  }

  /** Top-to-bottom gradient from `top` to `bottom` over rows [y0, y1). */
  gradient(y0: number, y1: number, top: Rgb, bottom: Rgb): void {
    for (let y = Math.max(0, y0); y < Math.min(this.height, y1); y++) {
      const t = y1 - y0 > 1 ? (y - y0) / (y1 - y0 - 1) : 0;
      const colour: Rgb = [mix(top[0], bottom[0], t), mix(top[1], bottom[1], t), mix(top[2], bottom[2], t)];
      this.span(y, 0, this.width, colour);
    }
  }

  /** A filled rectangle, corners rounded by `radius`. */
  rect(x: number, y: number, w: number, h: number, colour: Rgb, radius = 0): void {
    for (let row = Math.max(0, y); row < Math.min(this.height, y + h); row++) {
      let inset = 0;
      const dy = row < y + radius ? y + radius - row - 0.5 : row >= y + h - radius ? row - (y + h - radius) + 0.5 : 0;
      if (dy > 0) inset = Math.ceil(radius - Math.sqrt(Math.max(0, radius * radius - dy * dy)));
      this.span(row, x + inset, x + w - inset, colour);
    }
  }

  /** A filled ellipse centred on (cx, cy); rows outside [clipTop, clipBottom) are skipped. */
  ellipse(cx: number, cy: number, rx: number, ry: number, colour: Rgb, clipTop = 0, clipBottom = this.height): void {
    for (let row = Math.max(0, Math.ceil(cy - ry), clipTop); row < Math.min(this.height, cy + ry, clipBottom); row++) {
      const dy = (row + 0.5 - cy) / ry;
      if (Math.abs(dy) > 1) continue;
      const half = rx * Math.sqrt(1 - dy * dy);
      this.span(row, Math.round(cx - half), Math.round(cx + half), colour);
    }
  }

  /** A trapezoid: `topWidth` wide at y, `bottomWidth` wide at y + h, both centred on cx. */
  trapezoid(cx: number, y: number, h: number, topWidth: number, bottomWidth: number, colour: Rgb): void {
    for (let row = Math.max(0, y); row < Math.min(this.height, y + h); row++) {
      const half = mix(topWidth, bottomWidth, (row - y) / h) / 2;
      this.span(row, Math.round(cx - half), Math.round(cx + half), colour);
    }
  }

  private span(row: number, from: number, to: number, colour: Rgb): void {
    const start = Math.max(0, from);
    const end = Math.min(this.width, to);
    if (end <= start) return;
    // One pixel, then copies of what is done so far: a handful of native copies per span.
    const first = row * this.stride + 1 + start * 3;
    const last = row * this.stride + 1 + end * 3;
    this.scanlines[first] = colour[0];
    this.scanlines[first + 1] = colour[1];
    this.scanlines[first + 2] = colour[2];
    for (let done = 3; first + done < last; done *= 2)
      this.scanlines.copyWithin(first + done, first, Math.min(first + done, last - done));
  }

  /**
   * The image as an 8-bit RGB PNG (rows unfiltered: deflate alone packs flat areas well). The
   * compression runs on libuv's thread pool, so it overlaps with whatever the caller does next;
   * the canvas must not be drawn on meanwhile.
   */
  async toPng(): Promise<Buffer> {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8-bit, RGB, deflate, adaptive filtering (method 0), no interlace
    const data = await deflate(this.scanlines);
    return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]);
  }
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);
const shade = ([r, g, b]: Rgb, k: number): Rgb => [Math.round(r * k), Math.round(g * k), Math.round(b * k)];

// ---- The drawings ---------------------------------------------------------------------------

const WIDTH = 640;
const HEIGHT = 480;

/** A car seen from the side, on a street: `body` is its paint. */
export function carPhoto(body: Rgb, sky: Rgb = [176, 196, 214]): Promise<Buffer> {
  const c = new Canvas(WIDTH, HEIGHT);
  c.gradient(0, 300, sky, shade(sky, 0.82));
  c.gradient(300, HEIGHT, [120, 126, 134], [84, 88, 96]);
  c.rect(0, 296, WIDTH, 8, [150, 150, 146]); // kerb
  c.ellipse(320, 392, 250, 16, [62, 64, 70]); // shadow
  c.trapezoid(330, 196, 74, 200, 330, shade(body, 0.9)); // cabin
  c.trapezoid(300, 208, 58, 90, 134, [196, 214, 228]); // windows
  c.trapezoid(404, 208, 58, 56, 96, [196, 214, 228]);
  c.rect(352, 206, 10, 64, shade(body, 0.9));
  c.rect(100, 268, 440, 100, body, 28); // body
  c.rect(110, 308, 420, 6, shade(body, 0.75));
  c.rect(508, 286, 30, 16, [246, 226, 150], 6); // headlight
  c.rect(102, 286, 22, 16, [196, 60, 52], 6); // tail light
  for (const x of [200, 450]) {
    c.ellipse(x, 368, 46, 46, [36, 36, 40]);
    c.ellipse(x, 368, 22, 22, [170, 174, 180]);
  }
  return c.toPng();
}

/** An identity card on a table: the front (photo and lines) or the back (lines and a code). */
export function documentPhoto(side: 'front' | 'back'): Promise<Buffer> {
  const c = new Canvas(WIDTH, HEIGHT);
  c.gradient(0, HEIGHT, [150, 128, 104], [122, 102, 82]); // wooden table
  c.rect(70, 70, 500, 340, [96, 80, 64], 22); // shadow
  c.rect(60, 60, 500, 340, [238, 228, 200], 22); // the card, beige
  c.rect(60, 60, 500, 44, [176, 196, 164], 22);
  c.rect(60, 84, 500, 20, [176, 196, 164]);
  if (side === 'front') {
    c.rect(90, 130, 130, 170, [204, 196, 176], 6); // portrait
    c.ellipse(155, 192, 34, 40, [150, 138, 120]);
    c.ellipse(155, 288, 56, 44, [150, 138, 120], 0, 300);
    for (let i = 0; i < 5; i++) c.rect(250, 140 + i * 36, i % 2 ? 200 : 270, 12, [150, 140, 118], 4);
    c.rect(90, 330, 440, 40, [226, 214, 184], 6);
  } else {
    for (let i = 0; i < 6; i++) c.rect(90, 130 + i * 30, i % 3 === 2 ? 280 : 420, 10, [150, 140, 118], 4);
    for (let x = 90; x < 530; x += 7) c.rect(x, 330, x % 3 ? 3 : 5, 46, [70, 64, 56]);
  }
  return c.toPng();
}

/** Someone holding their document next to their face. */
export function selfie(): Promise<Buffer> {
  const c = new Canvas(WIDTH, HEIGHT);
  c.gradient(0, HEIGHT, [214, 226, 222], [168, 186, 182]);
  c.ellipse(320, 470, 190, 130, [70, 92, 132], 0, HEIGHT); // shoulders
  c.rect(296, 290, 48, 60, [214, 170, 136]); // neck
  c.ellipse(320, 196, 104, 126, [76, 56, 44]); // hair
  c.ellipse(320, 222, 88, 100, [224, 180, 146]); // face
  c.ellipse(320, 128, 84, 30, [76, 56, 44], 0, 140); // fringe
  c.ellipse(288, 212, 9, 9, [60, 48, 40]);
  c.ellipse(352, 212, 9, 9, [60, 48, 40]);
  c.rect(292, 266, 56, 8, [176, 112, 100], 4);
  c.rect(440, 300, 150, 100, [238, 228, 200], 10); // the document held up
  c.rect(456, 316, 40, 54, [204, 196, 176], 4);
  c.rect(508, 322, 66, 8, [150, 140, 118], 3);
  c.rect(508, 342, 50, 8, [150, 140, 118], 3);
  return c.toPng();
}

/** A profile picture: a silhouette on a coloured background. */
export function avatar(background: Rgb): Promise<Buffer> {
  const c = new Canvas(256, 256);
  c.gradient(0, 256, background, shade(background, 0.85));
  c.ellipse(128, 270, 92, 84, [246, 246, 246]);
  c.ellipse(128, 104, 50, 56, [246, 246, 246]);
  return c.toPng();
}

// ---- PDF ------------------------------------------------------------------------------------

/** Text for a PDF string literal, in the WinAnsi bytes Helvetica reads (so accents show). */
function pdfText(text: string): string {
  return text.replace(/[\\()]/g, (ch) => `\\${ch}`);
}

/** A one-page A4 PDF: a title and a few lines, with a correct cross-reference table. */
export function pdfDocument(title: string, lines: readonly string[]): Buffer {
  const text = [
    'BT /F2 20 Tf 72 760 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 12 Tf 0 -36 Td 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
    '0.75 G 72 730 m 523 730 l S',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
