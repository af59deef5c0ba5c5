import { HttpResponse } from 'msw';

/** The server's error envelope (`{ error: { code, message } }`) with its status, for MSW handlers. */
export function apiError(status: number, code: string, message: string) {
  return HttpResponse.json({ error: { code, message } }, { status });
}
