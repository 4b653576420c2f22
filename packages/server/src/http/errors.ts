import { API_ERROR_STATUS, SIGN_IN_REQUIRED_MESSAGE, type ApiError, type ApiErrorCode } from '@memory/contracts';

/**
 * A failure the client is meant to see. Services throw these; the error handler turns them into
 * `{ code, message, fields? }` with the status that belongs to the code.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = API_ERROR_STATUS[code];
  }

  toBody(): ApiError {
    return this.fields ? { code: this.code, message: this.message, fields: this.fields } : { code: this.code, message: this.message };
  }
}

export const badField = (field: string, message: string) => new AppError('BAD_REQUEST', message, { [field]: message });
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, fields?: Record<string, string>) => new AppError('CONFLICT', message, fields);
export const unauthorized = (message = SIGN_IN_REQUIRED_MESSAGE) => new AppError('UNAUTHORIZED', message);
