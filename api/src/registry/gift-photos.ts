import { signedImage } from '../site-images/stored-images.js';

/** The image columns of a registry item row (the entity, or the guest read's raw row). */
export interface ItemImageColumns {
  imageUrl: string | null;
  imageKey: string | null;
  imageWidths: number[];
}

/**
 * A gift's picture as the page shows it: an uploaded photo (signed, with its srcset) replaces
 * the typed address while there is one; the address stays underneath for when it is removed.
 */
export function itemImage(row: ItemImageColumns, secret: string) {
  const photo = row.imageKey && row.imageWidths.length ? signedImage(secret, row.imageKey, row.imageWidths) : null;
  return {
    imageUrl: photo ? photo.url : row.imageUrl,
    imageSrcSet: photo ? photo.srcSet : '',
    imageUploaded: Boolean(photo),
    imageAddress: row.imageUrl,
  };
}
