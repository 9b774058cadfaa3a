import type { ActionResult } from '@hospital/remote-kit';
import { toApiError } from '@hospital/api-client';

/*
 * Answers this remote's server actions share (docs/architecture.md §2c): what an API failure becomes,
 * and the files a download form is answered with.
 */

/** An API failure's status for the page again: the API's own 4xx, 503 when it did not answer. */
export function failedStatus(error: unknown): { status: number; message: string } {
  const failed = toApiError(error);
  return {
    status: failed.status >= 400 && failed.status < 500 ? failed.status : 503,
    message: failed.message,
  };
}

/** A PDF the API made, as the file the browser saves. */
export function pdfFile(fileName: string, pdf: ArrayBuffer): ActionResult {
  return { kind: 'file', fileName, type: 'application/pdf', body: new Uint8Array(pdf) };
}

/** Data as a readable JSON file. */
export function jsonFile(fileName: string, data: unknown): ActionResult {
  return { kind: 'file', fileName, type: 'application/json', body: JSON.stringify(data, null, 2) };
}
