// The fake backend's refusals in the server's shape (packages/server/src/http/errors.ts): the status that belongs to
// the code, and a refused field named in `fields` with the same message. The messages are @memory/contracts' own,
// the very constants the server answers with, so a screen tested against the fake shows what it shows in production
// (test/fakeMessages.test.ts fails on a message written here by hand).
import { HttpResponse } from 'msw';
import { API_ERROR_STATUS, type ApiError, type ApiErrorCode } from '@memory/contracts';

export const failure = (status: number, error: ApiError) => HttpResponse.json(error, { status });

export const refusal = (code: ApiErrorCode, message: string, fields?: Record<string, string>) =>
  failure(API_ERROR_STATUS[code], fields ? { code, message, fields } : { code, message });

export const badField = (field: string, message: string) => refusal('BAD_REQUEST', message, { [field]: message });
export const notFound = (message: string) => refusal('NOT_FOUND', message);
export const conflict = (message: string, fields?: Record<string, string>) => refusal('CONFLICT', message, fields);
export const forbidden = (message: string) => refusal('FORBIDDEN', message);
