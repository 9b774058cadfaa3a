import { toFormBody } from '../params';
import type { RequestBody } from './types';

export interface EncodedBody {
  body: string;
  contentType: string;
}

export const JSON_CONTENT_TYPE = 'application/json';
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export function encodeBody(body: RequestBody): EncodedBody {
  if ('form' in body) return { body: toFormBody(body.form), contentType: FORM_CONTENT_TYPE };
  return { body: JSON.stringify(body.json) ?? 'null', contentType: JSON_CONTENT_TYPE };
}
