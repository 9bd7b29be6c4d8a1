import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IMAGE_UPLOAD_MAX_BYTES, type ImageListResponse, type ImageResponse } from '@beckon/core/api';
import { api, ApiError } from './client.js';

/** Issue 23: the account's pictures, their upload with progress, and their deletion. */
export type { ImageListResponse, ImageResponse };

const IMAGES = '/api/admin/images';
const KEY = ['images'] as const;

export const useImages = (enabled = true) => useQuery({ queryKey: KEY, queryFn: () => api<ImageListResponse>(IMAGES), enabled });

export function useDeleteImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ success: boolean }>(`${IMAGES}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** The file's bytes as base64: the admin API takes changes as JSON only. */
function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(new ApiError(0, 'The file could not be read from your computer. Try again, or choose another file.'));
    reader.readAsDataURL(file);
  });
}

/** Why a file is not sent at all, in the owner's words; undefined when it may go. */
export function refuseBeforeSending(file: { name: string; size: number; type: string }): string | undefined {
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
    const mb = (n: number) => `${(n / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
    return `${file.name} is ${mb(file.size)}; the most is ${mb(IMAGE_UPLOAD_MAX_BYTES)}. Make it smaller and try again.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  return undefined;
}

/**
 * Sends a file with XMLHttpRequest rather than fetch: only it reports the upload's progress.
 * `onProgress` gets the share sent, 0 to 1.
 */
export function sendImage(file: File, onProgress: (share: number) => void): Promise<ImageResponse> {
  return readBase64(file).then(
    (data) =>
      new Promise<ImageResponse>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', IMAGES);
        xhr.withCredentials = true;
        xhr.setRequestHeader('Content-Type', 'application/json');
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(event.loaded / event.total);
        };
        xhr.onerror = () => reject(new ApiError(0, 'Cannot reach the Beckon server. Check your connection and try again.'));
        xhr.onload = () => {
          let body: { message?: unknown } | undefined;
          try {
            body = JSON.parse(xhr.responseText) as { message?: unknown };
          } catch {
            body = undefined;
          }
          if (xhr.status >= 200 && xhr.status < 300 && body) return resolve(body as ImageResponse);
          const message = typeof body?.message === 'string' && body.message ? body.message : `The server answered ${xhr.status}.`;
          reject(new ApiError(xhr.status, message));
        };
        xhr.send(JSON.stringify({ name: file.name.slice(-120), data }));
      }),
  );
}

export function useUploadImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (share: number) => void }) => sendImage(file, onProgress),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
