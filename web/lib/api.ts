// One fetch wrapper for our API. Errors read "{status}: {body text or status text}" (spec section 8); for our
// JSON error shape { error: { code, message }, message } the body text is the message, not the raw JSON.
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(status: number, message: string, code?: string) {
    super(`${status}: ${message}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  token?: string | null;
  body?: unknown;
  signal?: AbortSignal;
}

export async function apiFetch<T>(path: string, req: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (req.token) headers.Authorization = `Bearer ${req.token}`;
  if (req.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(path, {
    method: req.method ?? 'GET',
    headers,
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
    credentials: 'same-origin',
    signal: req.signal,
  });
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

async function toApiError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: { code?: unknown; message?: unknown } };
    const message = typeof body.message === 'string' ? body.message : body.error?.message;
    const code = typeof body.error?.code === 'string' ? body.error.code : undefined;
    if (typeof message === 'string' && message) return new ApiError(res.status, message, code);
  } catch {
    // Not JSON (a proxy page, an empty body): fall through to the raw text.
  }
  return new ApiError(res.status, text.trim() || res.statusText || 'Request failed');
}
