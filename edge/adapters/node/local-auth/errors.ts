// GoTrue-shaped errors. The body is the "portable" form from notes/supabase-auth-api.md section 4: it satisfies
// supabase-js whether or not the X-Supabase-Api-Version header survives (code and error_code carry the same
// string; msg and message the same text).
export type AuthErrorCode =
  | 'bad_json'
  | 'validation_failed'
  | 'user_already_exists'
  | 'weak_password'
  | 'invalid_credentials'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'session_not_found'
  | 'no_authorization'
  | 'bad_jwt'
  | 'user_not_found'
  | 'same_password'
  | 'email_change_not_supported'
  | 'not_found'
  | 'unexpected_failure';

export class AuthHttpError extends Error {
  readonly status: number;
  readonly code: AuthErrorCode;
  readonly extra?: Record<string, unknown>;
  constructor(status: number, code: AuthErrorCode, message: string, extra?: Record<string, unknown>) {
    super(message);
    this.name = 'AuthHttpError';
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export const API_VERSION = '2024-01-01';

export function errorResponse(err: AuthHttpError): Response {
  const body = { code: err.code, error_code: err.code, msg: err.message, message: err.message, ...err.extra };
  return new Response(JSON.stringify(body), {
    status: err.status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'x-supabase-api-version': API_VERSION,
      'x-sb-error-code': err.code,
    },
  });
}
