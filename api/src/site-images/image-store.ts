import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded photos are kept. One small interface, so a store elsewhere (an object
 * storage bucket) can replace the folder without touching the rest.
 */
export interface ImageStore {
  put(key: string, name: string, data: Buffer): Promise<void>;
  /** null when there is no such file. */
  get(key: string, name: string): Promise<Buffer | null>;
  /** Removes every file of the key. */
  remove(key: string): Promise<void>;
}

/** Keys are ours (random UUIDs) and names come from a fixed list, but a path is never trusted. */
const SAFE = /^[a-z0-9-]{1,64}$/;
const SAFE_NAME = /^[a-z0-9-]{1,32}\.webp$/;

/** Files under DATA_DIR/site-images/<key>/<name>. */
export class FolderImageStore implements ImageStore {
  constructor(private readonly root: string) {}

  private path(key: string, name?: string): string {
    if (!SAFE.test(key) || (name !== undefined && !SAFE_NAME.test(name))) throw new Error('Invalid image key');
    return name === undefined ? join(this.root, key) : join(this.root, key, name);
  }

  async put(key: string, name: string, data: Buffer): Promise<void> {
    await mkdir(this.path(key), { recursive: true });
    await writeFile(this.path(key, name), data);
  }

  async get(key: string, name: string): Promise<Buffer | null> {
    if (!SAFE.test(key) || !SAFE_NAME.test(name)) return null;
    try {
      return await readFile(this.path(key, name));
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { recursive: true, force: true });
  }
}

const stores = new Map<string, ImageStore>();

/** The store of a data folder (one per server). */
export function imageStoreFor(dataDir: string): ImageStore {
  if (!stores.has(dataDir)) stores.set(dataDir, new FolderImageStore(join(dataDir, 'site-images')));
  return stores.get(dataDir)!;
}
