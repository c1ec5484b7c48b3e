import { MAX_MEDIA_BYTES, MEDIA_CONTENT_TYPES, MEDIA_MESSAGES } from '@rules/media';
import { print } from 'graphql';
import { createContext, useContext } from 'react';
import { refusalFromErrors, type ResponseError } from '../../app/graphql-errors';
import { session } from '../auth/session';
import type { UploadMediaMutation as UploadMediaResult } from '../gql/graphql';
import { UploadMediaMutation } from './documents';

/** How an upload ended: the new image (as the grid's fragment), or the server's reason, which names the file. */
export type UploadOutcome = { ok: true; asset: NonNullable<UploadMediaResult['uploadMedia']>['mediaAsset'] } | { ok: false; message: string };

/** Sends one file, reporting progress from 0 to 1. */
export type MediaUploader = (file: File, onProgress: (fraction: number) => void) => Promise<UploadOutcome>;

const QUERY = print(UploadMediaMutation);

/**
 * What the browser can tell before sending: a file over 20 MB, or of a type that is no image we
 * take (the server reads the bytes anyway, and says the same).
 */
export function refusalBeforeSending(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  if (file.size > MAX_MEDIA_BYTES) return MEDIA_MESSAGES.tooLarge(file.name);
  if (file.type === 'image/svg+xml' || /\.svgz?$/i.test(file.name)) return MEDIA_MESSAGES.svgRefused(file.name);
  if (file.type !== '' && !(Object.values(MEDIA_CONTENT_TYPES) as string[]).includes(file.type)) return MEDIA_MESSAGES.notAnImage(file.name);
  return null;
}

/**
 * Uploads one image as a GraphQL multipart request (`uploadMedia`) with the admin's token.
 * XMLHttpRequest rather than fetch: only it reports how much of the body has been sent.
 */
export const uploadMediaFile: MediaUploader = (file, onProgress) => {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query: QUERY, variables: { input: {}, file: null } }));
  body.append('map', JSON.stringify({ 0: ['variables.file'] }));
  body.append('0', file, file.name);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/graphql');
    // Apollo Server's CSRF prevention accepts multipart requests that carry this header.
    request.setRequestHeader('Apollo-Require-Preflight', 'true');
    const token = session.token();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const response = request.response as { data?: UploadMediaResult | null; errors?: ResponseError[] } | null;
      const asset = response?.data?.uploadMedia?.mediaAsset;
      if (asset) return resolve({ ok: true, asset });
      const refusal = response?.errors ? refusalFromErrors(response.errors) : null;
      resolve({ ok: false, message: refusal?.message ?? MEDIA_MESSAGES.uploadFailed });
    });
    request.addEventListener('error', () => resolve({ ok: false, message: MEDIA_MESSAGES.uploadFailed }));
    request.addEventListener('abort', () => resolve({ ok: false, message: MEDIA_MESSAGES.uploadFailed }));
    request.send(body);
  });
};

/** The uploader the screen and the picker use: the real one, or a test's. */
export const MediaUploaderContext = createContext<MediaUploader>(uploadMediaFile);
export const useMediaUploader = () => useContext(MediaUploaderContext);
