import { Readable } from 'node:stream';
import { inflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import type { FileArea } from '../../storage/files';

/** A thumbnail's longest side, in pixels, and its JPEG quality: a grid of 50 stays under 1 MB. */
export const THUMBNAIL_SIDE = 240;
const THUMBNAIL_QUALITY = 60;
/** Photos are at most 5 MB (the field API); decoding refuses anything above this many megapixels. */
const MAX_MEGAPIXELS = 40;

interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/**
 * A PNG's pixels as RGBA: 8- and 16-bit, grey, grey+alpha, RGB, RGBA and palette, not interlaced
 * (what phones write); anything else answers null (no thumbnail: the grid shows an icon).
 */
export const decodePng = (file: Buffer): Rgba | null => {
  if (file.length < 33 || file.readUInt32BE(0) !== 0x89504e47) return null;
  let pos = 8;
  let width = 0;
  let height = 0;
  let depth = 0;
  let type = 0;
  let palette: Buffer | null = null;
  let alpha: Buffer | null = null;
  const idat: Buffer[] = [];
  while (pos + 8 <= file.length) {
    const length = file.readUInt32BE(pos);
    const kind = file.toString('latin1', pos + 4, pos + 8);
    const body = file.subarray(pos + 8, pos + 8 + length);
    if (kind === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      depth = body[8];
      type = body[9];
      if (body[12] !== 0) return null;
    } else if (kind === 'PLTE') palette = body;
    else if (kind === 'tRNS') alpha = body;
    else if (kind === 'IDAT') idat.push(body);
    else if (kind === 'IEND') break;
    pos += 12 + length;
  }
  const channels = ({ 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as Record<number, number>)[type];
  if (!channels || !width || !height || width * height > MAX_MEGAPIXELS * 1e6) return null;
  if (!(depth === 8 || (depth === 16 && type !== 3))) return null;
  const bpp = (channels * depth) / 8;
  const stride = width * bpp;
  const raw = inflateSync(Buffer.concat(idat));
  if (raw.length < (stride + 1) * height) return null;
  const out = new Uint8Array(width * height * 4);
  let prev = new Uint8Array(stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const cur = new Uint8Array(stride);
    for (let x = 0; x < stride; x += 1) {
      const a = x >= bpp ? cur[x - bpp] : 0;
      const b = prev[x];
      const c = x >= bpp ? prev[x - bpp] : 0;
      const v = line[x];
      cur[x] =
        filter === 0
          ? v
          : filter === 1
            ? v + a
            : filter === 2
              ? v + b
              : filter === 3
                ? v + ((a + b) >> 1)
                : v + paeth(a, b, c);
    }
    const step = depth / 8;
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const s = (i: number) => cur[x * bpp + i * step];
      if (type === 3) {
        const index = cur[x];
        out[at] = palette?.[index * 3] ?? 0;
        out[at + 1] = palette?.[index * 3 + 1] ?? 0;
        out[at + 2] = palette?.[index * 3 + 2] ?? 0;
        out[at + 3] = alpha && index < alpha.length ? alpha[index] : 255;
      } else if (channels <= 2) {
        out[at] = out[at + 1] = out[at + 2] = s(0);
        out[at + 3] = channels === 2 ? s(1) : 255;
      } else {
        out[at] = s(0);
        out[at + 1] = s(1);
        out[at + 2] = s(2);
        out[at + 3] = channels === 4 ? s(3) : 255;
      }
    }
    prev = cur;
  }
  return { width, height, data: out };
};

/** Box-filter downscale to fit THUMBNAIL_SIDE, flattened onto white. */
export const shrink = (image: Rgba, side = THUMBNAIL_SIDE): Rgba => {
  const scale = Math.min(1, side / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.floor((y * image.height) / height);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * image.height) / height));
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.floor((x * image.width) / width);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * image.width) / width));
      let r = 0;
      let g = 0;
      let b = 0;
      let n = 0;
      for (let yy = y0; yy < y1; yy += 1) {
        for (let xx = x0; xx < x1; xx += 1) {
          const at = (yy * image.width + xx) * 4;
          const a = image.data[at + 3] / 255;
          r += image.data[at] * a + 255 * (1 - a);
          g += image.data[at + 1] * a + 255 * (1 - a);
          b += image.data[at + 2] * a + 255 * (1 - a);
          n += 1;
        }
      }
      const at = (y * width + x) * 4;
      data[at] = r / n;
      data[at + 1] = g / n;
      data[at + 2] = b / n;
      data[at + 3] = 255;
    }
  }
  return { width, height, data };
};

/** A JPEG thumbnail of a JPEG or PNG photo's bytes; null when the photo cannot be decoded. */
export const makeThumbnail = (photo: Buffer, mime: string): Buffer | null => {
  try {
    const image =
      mime === 'image/png'
        ? decodePng(photo)
        : jpeg.decode(photo, {
            useTArray: true,
            formatAsRGBA: true,
            maxResolutionInMP: MAX_MEGAPIXELS,
            maxMemoryUsageInMB: 512,
          });
    if (!image) return null;
    const small = shrink(image);
    return jpeg.encode({ width: small.width, height: small.height, data: small.data }, THUMBNAIL_QUALITY)
      .data;
  } catch {
    return null;
  }
};

/** Reads a whole stream (a photo of at most 5 MB). */
export const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Stores a thumbnail in the area; answers its stored name. */
export const storeThumbnail = async (area: FileArea, bytes: Buffer) =>
  (await area.put('.jpg', Readable.from([bytes]))).name;
