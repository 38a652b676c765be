import { api } from '@theke/ui';
import type { UploadedFile } from '../media';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** SPEC §7: an upload is created from the file's data-URL and answers an upload object. */
export async function uploadFile(file: File): Promise<UploadedFile> {
  const data = await readAsDataUrl(file);
  return api.post<UploadedFile>('/api/uploads', { data, name: file.name }, { redirectOnUnauthorized: false });
}
