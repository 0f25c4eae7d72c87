import sharp from 'sharp';
import { badInput } from '../graphql/errors.js';

/** 10 MB: a phone's full-size photo fits; anything larger is refused before it is decoded. */
export const MAX_IMAGE_BYTES = 10_000_000;
/** The web-sized variants; a photo is never enlarged, so a small one gets fewer. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
export const THUMBNAIL_WIDTH = 240;
/** Decoding bombs (a tiny file that claims 100,000 × 100,000 pixels) are refused. */
const MAX_PIXELS = 50_000_000;

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The format by the file's first bytes, whatever its name or declared type say. */
export function sniffImage(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export const notAnImage = () => badInput('file', 'IMAGE_TYPE_INVALID', 'The file must be a JPEG, PNG or WebP image');
export const imageTooLarge = () => badInput('file', 'FILE_TOO_LARGE', 'The file is larger than 10 MB', { max: 10 });

export interface ImageVariants {
  width: number;
  height: number;
  widths: number[];
  /** name (e.g. w960.webp, thumb.webp) to its bytes */
  files: Map<string, Buffer>;
}

export const variantName = (width: number) => `w${width}.webp`;
export const THUMBNAIL_NAME = 'thumb.webp';

/** WebP variants for srcset and a square thumbnail for the admin list, turned upright per EXIF. */
export async function makeVariants(data: Buffer): Promise<ImageVariants> {
  if (!sniffImage(data)) throw notAnImage();
  let meta: sharp.Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw notAnImage();
  }
  // EXIF orientations 5-8 swap width and height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  if (!width || !height) throw notAnImage();
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  if (widths.length < VARIANT_WIDTHS.length) widths.push(Math.min(width, VARIANT_WIDTHS.at(-1)!));
  const files = new Map<string, Buffer>();
  try {
    for (const w of widths) {
      files.set(variantName(w), await sharp(data, { limitInputPixels: MAX_PIXELS }).rotate().resize({ width: w, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer());
    }
    files.set(
      THUMBNAIL_NAME,
      await sharp(data, { limitInputPixels: MAX_PIXELS }).rotate().resize(THUMBNAIL_WIDTH, THUMBNAIL_WIDTH, { fit: 'cover' }).webp({ quality: 70 }).toBuffer(),
    );
  } catch {
    // A header that reads but pixels that do not (a truncated file).
    throw notAnImage();
  }
  return { width, height, widths, files };
}
