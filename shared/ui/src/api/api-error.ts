/** One entry of the error envelope `{errors: [{message, field, code}]}` (ARCHITECTURE "Contracts"). */
export interface ApiErrorItem {
  message: string;
  field?: string | null;
  code?: string | null;
}

/**
 * A failed call: `message` is the server's first error message or the caller's German fallback
 * (SPEC §8); `retry` repeats the very same call.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly errors: ApiErrorItem[],
    readonly retry: () => Promise<unknown>,
  ) {
    super(message);
  }

  get code(): string | null {
    return this.errors[0]?.code ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
