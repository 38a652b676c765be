import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where media bytes live (ADR 0006). Keys are relative, slash-separated names such as
 * `images/12-3.jpg`. The local disk serves the single machine; an S3-compatible store
 * implements the same three calls for scale-out.
 */
export interface FileStore {
  /** The stored bytes, or null when nothing is stored under the key. */
  read(key: string): Promise<Buffer | null>;
  /** Replaces the bytes atomically: readers see the old file or the new one, never half of it. */
  write(key: string, bytes: Buffer): Promise<void>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

function assertKey(key: string): void {
  if (!KEY.test(key) || key.split('/').includes('..')) throw new Error(`invalid file key: ${key}`);
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Files under one directory; writes go to a temporary name first and are renamed into place. */
export class LocalFileStore implements FileStore {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/** `MEDIA_DIR`, or `.data/media` at the repository root (beside the embedded database). */
export function mediaRoot(): string {
  return process.env.MEDIA_DIR ?? path.resolve(__dirname, '..', '..', '..', '.data', 'media');
}

/**
 * One folder per database: a test or e2e run on a throwaway database never overwrites the
 * files of the real one, whose image ids it shares.
 */
export function localFileStoreFor(databaseName: string): LocalFileStore {
  if (!/^[A-Za-z0-9_-]+$/.test(databaseName)) throw new Error(`unexpected database name: ${databaseName}`);
  return new LocalFileStore(path.join(mediaRoot(), databaseName));
}
