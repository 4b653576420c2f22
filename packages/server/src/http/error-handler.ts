import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_REQUIRED_MESSAGE, type ApiError } from '@memory/contracts';
import { AppError } from './errors';
import { safeError } from './logging';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/**
 * Installs the one error format of the API: `{ code, message, fields? }`. Schema violations become a 400 that
 * names each offending field in Chinese, before any handler (and so any write) runs.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toApiError(error);
    // Never the raw error: a database error's message carries the query's parameters (user ids, memo text).
    if (status >= 500) request.log.error({ err: safeError(error) }, 'request failed');
    if (status >= 500 && process.env.DEBUG_500) console.error(error);
    return reply.status(status).send(body);
  });
}

/**
 * The router's own refusals (a path segment that does not decode, a parameter over the length limit) in the API's
 * format: they are about the path, so the field is `path`. Passed to Fastify as `frameworkErrors`.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? '链接中的参数过长' : '链接含有无法识别的字符，请检查后重试';
  if (error.code !== 'FST_ERR_BAD_URL' && error.code !== 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(500).send({ code: 'INTERNAL', message: '服务器出错了，请稍后重试' });
    return;
  }
  void reply.status(400).send({ code: 'BAD_REQUEST', message, fields: { path: message } });
}

/** Unknown paths under the API prefix answer in the API's format (the root's 404 belongs to static hosting). */
export function installApiNotFound(api: FastifyInstance): void {
  api.setNotFoundHandler((request, reply) => reply.status(404).send(apiNotFoundBody(request)));
}

export function apiNotFoundBody(request: FastifyRequest): ApiError {
  return { code: 'NOT_FOUND', message: `接口不存在：${request.method} ${request.url.split('?')[0]}` };
}

function toApiError(error: FastifyError): { status: number; body: ApiError } {
  if (error instanceof AppError) return { status: error.statusCode, body: error.toBody() };
  if (error.validation) {
    const fields = describeIssues(error.validation as ValidationIssue[]);
    const [firstField, firstMessage] = Object.entries(fields)[0] ?? ['', '请求参数不正确'];
    return {
      status: 400,
      body: { code: 'BAD_REQUEST', message: firstField ? `${firstField}：${firstMessage}` : firstMessage, fields },
    };
  }
  // Fastify's own 4xx: unparsable JSON, empty JSON body, unsupported media type, body over the size limit.
  if (error.statusCode === 413) return badBody('请求体过大');
  if (error.statusCode === 415) return badBody('不支持的内容类型');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    if (error.statusCode === 401) return { status: 401, body: { code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED_MESSAGE } };
    if (error.statusCode === 403) return { status: 403, body: { code: 'FORBIDDEN', message: '没有权限' } };
    if (error.statusCode === 404) return { status: 404, body: { code: 'NOT_FOUND', message: '未找到' } };
    return badBody('请求体不是有效的 JSON');
  }
  return { status: 500, body: { code: 'INTERNAL', message: '服务器出错了，请稍后重试' } };
}

function badBody(message: string): { status: number; body: ApiError } {
  return { status: 400, body: { code: 'BAD_REQUEST', message, fields: { body: message } } };
}

/** One Chinese message per top-level field; the first issue of a field wins. */
function describeIssues(issues: ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    if (!(field in fields)) fields[field] = describe(issue);
  }
  return fields;
}

function fieldOf(issue: ValidationIssue): string {
  const missing = issue.params.missingProperty ?? issue.params.additionalProperty;
  const path = issue.instancePath.split('/').filter(Boolean);
  // `/tags/3` is about `tags`: the form shows one message per input, not per array element.
  if (path[0]) return path[0];
  return typeof missing === 'string' ? missing : 'body';
}

function describe(issue: ValidationIssue): string {
  const limit = issue.params.limit;
  switch (issue.keyword) {
    case 'required':
      return '必填';
    case 'maxLength':
      return `不能超过 ${String(limit)} 个字符`;
    case 'minLength':
      return limit === 1 ? '不能为空' : `至少需要 ${String(limit)} 个字符`;
    case 'pattern':
      // NonBlankText's pattern is "\S": the only way to fail it is whitespace-only text.
      return issue.params.pattern === '\\S' ? '不能为空' : '格式不正确';
    case 'maxItems':
      return `最多 ${String(limit)} 个`;
    case 'minItems':
      return `至少需要 ${String(limit)} 个`;
    case 'uniqueItems':
      return '不能重复';
    case 'minimum':
      return `不能小于 ${String(limit)}`;
    case 'maximum':
      return `不能大于 ${String(limit)}`;
    case 'type':
      return '类型不正确';
    case 'const':
    case 'enum':
    case 'anyOf':
      return '取值不正确';
    case 'additionalProperties':
      return '不支持的字段';
    case 'format':
      return issue.params.format === 'date-time' ? '时间格式不正确' : '格式不正确';
    default:
      return '格式不正确';
  }
}
