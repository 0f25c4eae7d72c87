import { randomUUID } from 'node:crypto';
import { badInput } from '../graphql/errors.js';
import type { ImageStore } from './image-store.js';
import { makeVariants, THUMBNAIL_NAME, variantName } from './image-variants.js';
import { signPath, storedImagePath } from './signed-urls.js';

/**
 * What every uploaded photo shares, a site image's or a gift's: the checks, the WebP variants in
 * the image store under a fresh random key, and the signed addresses a page shows.
 */
export interface StoredImage {
  key: string;
  /** The web-sized variants' widths, smallest first. */
  widths: number[];
  width: number;
  height: number;
  /** The unsigned address of the largest variant (what a row keeps as its url). */
  path: string;
}

/**
 * Reads, checks (content, not name or declared type; size by `read`) and stores a photo, then
 * runs `save` with it. When `save` fails the files go too, so nothing is half-written.
 */
export async function storeImage<T>(store: ImageStore, read: () => Promise<Buffer>, save: (image: StoredImage) => Promise<T>): Promise<T> {
  const data = await read();
  if (!data.length) throw badInput('file', 'FILE_EMPTY', 'The file is empty');
  const variants = await makeVariants(data);
  const key = randomUUID();
  try {
    for (const [name, bytes] of variants.files) await store.put(key, name, bytes);
    return await save({ key, widths: variants.widths, width: variants.width, height: variants.height, path: storedImagePath(key, variantName(variants.widths.at(-1)!)) });
  } catch (err) {
    await store.remove(key);
    throw err;
  }
}

export interface SignedImage {
  url: string;
  /** The variants as an HTML srcset; empty when there is one size. */
  srcSet: string;
  thumbnailUrl: string;
}

/** A stored photo's addresses, signed for 15 to 30 minutes. */
export function signedImage(secret: string, key: string, widths: number[]): SignedImage {
  const signed = (name: string) => signPath(secret, storedImagePath(key, name));
  return {
    url: signed(variantName(widths.at(-1)!)),
    srcSet: widths.length > 1 ? widths.map((w) => `${signed(variantName(w))} ${w}w`).join(', ') : '',
    thumbnailUrl: signed(THUMBNAIL_NAME),
  };
}
