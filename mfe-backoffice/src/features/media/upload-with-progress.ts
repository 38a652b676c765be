/**
 * A file sent to the gateway with upload progress (issue 20: a progress bar per file). fetch()
 * reports no upload progress, so this one call uses XMLHttpRequest; it answers like the kit's
 * api client: the envelope's data, or an ApiError with the server's first German message.
 */
import { ApiError, ensureCsrfToken, translate, type ApiErrorItem } from '@theke/ui';

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** POSTs `body` as JSON; `onProgress` gets the share sent so far, 0 to 1. */
export async function postWithProgress<T>(url: string, body: unknown, onProgress: (share: number) => void): Promise<T> {
  const csrfToken = await ensureCsrfToken();
  const fallback = translate('media.uploadFailedFallback');
  const retry = () => postWithProgress<T>(url, body, onProgress);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Content-Type', 'application/json');
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('X-CSRF-Token', csrfToken);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(fallback, 0, [], retry));
    request.onload = () => {
      let envelope: { data?: T; errors?: ApiErrorItem[] } = {};
      try {
        envelope = JSON.parse(request.responseText) as typeof envelope;
      } catch {
        // A proxy's HTML error page: the fallback message below.
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(envelope.data as T);
        return;
      }
      const errors = Array.isArray(envelope.errors) ? envelope.errors : [];
      reject(new ApiError(errors[0]?.message || fallback, request.status, errors, retry));
    };
    request.send(JSON.stringify(body));
  });
}
