// What every fuzzed response must satisfy: never a 5xx; a non-2xx in the documented error shape with a JSON
// content type ({ error: { code, message, details? }, message } with the status the code maps to; GoTrue's
// { code, msg } on /auth/v1); a 2xx with a body is JSON too, except images and the /dev pages.
import { ERROR_STATUS } from '../../../edge/core/errors.ts';

export type Shape = 'api' | 'gotrue' | 'page';

const isJson = (ct: string | null) => /^application\/json\b/i.test(ct ?? '');

export async function checkResponse(res: Response, shape: Shape, onlyStatus?: number[]): Promise<string | null> {
  const ct = res.headers.get('content-type');
  const text = await res.text();
  if (res.status >= 500) return `status ${res.status}: ${text.slice(0, 300)}`;
  if (onlyStatus && !onlyStatus.includes(res.status))
    return `status ${res.status}, expected ${onlyStatus.join(' or ')}`;
  if (shape === 'page') return null;
  if (res.status < 300) {
    if (res.status === 204 || text === '') return null;
    if (/^image\//.test(ct ?? '')) return null;
    return isJson(ct) ? null : `2xx with content-type ${ct}`;
  }
  if (!isJson(ct)) return `status ${res.status} with content-type ${ct}: ${text.slice(0, 120)}`;
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    return `status ${res.status}: body is not JSON: ${text.slice(0, 120)}`;
  }
  if (shape === 'gotrue') {
    const ok = typeof body?.code === 'string' && typeof body?.msg === 'string';
    return ok ? null : `status ${res.status}: not GoTrue's error shape: ${text.slice(0, 200)}`;
  }
  const code = body?.error?.code as keyof typeof ERROR_STATUS;
  if (!(code in ERROR_STATUS)) return `status ${res.status}: unknown error code: ${text.slice(0, 200)}`;
  if (typeof body.error.message !== 'string' || !body.error.message || typeof body.message !== 'string') {
    return `status ${res.status}: error without message: ${text.slice(0, 200)}`;
  }
  if (ERROR_STATUS[code] !== res.status) return `status ${res.status} for ${code} (maps to ${ERROR_STATUS[code]})`;
  return null;
}
