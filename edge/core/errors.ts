// One catalogue of error codes. Every API error body is { error: { code, message }, message }.
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYMENT_PENDING: 409,
  NO_SCANS: 402,
  PAYLOAD_TOO_LARGE: 413,
  VALIDATION_FAILED: 422,
  // A profile with no name, or with neither a role nor an About: refused before any scan is charged.
  PROFILE_INCOMPLETE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  // Parser errors: produced in the browser or the CLI; the API answers them with 422 if they ever reach it.
  NOT_LINKEDIN_EXPORT: 422,
  NO_TEXT: 422,
  UNREADABLE_PDF: 422,
  TOO_LARGE: 413,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;
  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
  message: string;
}

export function errorBody(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details }, message };
}
