import { STATUS_CODES } from 'node:http';
import { type ErrorResponse, echoedValue, MALFORMED_ADDRESS_MESSAGE } from '@gentlebowl/contracts';
import { HttpException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable.js';
import { JSON_ONLY_MESSAGE } from './state-changing-requests.js';

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** Clear words for the errors Fastify raises before a request reaches a controller. */
function fastifyMessage(code: string | undefined, bodyLimitBytes: number): string | undefined {
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `Request body is too large: the limit is ${bodyLimitBytes} bytes (${Math.round(bodyLimitBytes / 1024)} KiB).`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return JSON_ONLY_MESSAGE;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty: send a JSON object.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body does not match its Content-Length header.';
    // The router's own words quote the whole address back, however long.
    case 'FST_ERR_BAD_URL':
      return MALFORMED_ADDRESS_MESSAGE;
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'The address is too long: a part of it exceeds the length the API reads.';
    default:
      return undefined;
  }
}

function errorName(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? 'Error';
}

function messageOf(response: unknown, fallback: string): string {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown } | null)?.message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.map(String).join('; ');
  return fallback;
}

/**
 * The JSON body for any error: `{ statusCode, error, message }` (plus `issues` for validation).
 * HttpExceptions carry messages written for clients; anything else that is not a known client error
 * becomes a 500 without details, so no stack trace or internal message ever reaches a client. A
 * database that does not answer in time is a 503: the request may succeed a moment later.
 */
export function toErrorBody(exception: unknown, bodyLimitBytes: number): ErrorResponse {
  // Nest wraps Fastify's 4xx errors in an HttpException whose cause is the original error.
  const fastifyError = (exception instanceof HttpException ? exception.cause : exception) as
    | { code?: unknown; statusCode?: unknown }
    | undefined;
  const explained = fastifyMessage(
    typeof fastifyError?.code === 'string' ? fastifyError.code : undefined,
    bodyLimitBytes,
  );
  if (explained && typeof fastifyError?.statusCode === 'number') {
    return { statusCode: fastifyError.statusCode, error: errorName(fastifyError.statusCode), message: explained };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    const issues = (response as { issues?: ErrorResponse['issues'] } | null)?.issues;
    const message = messageOf(response, exception.message);
    return { statusCode, error: errorName(statusCode), message, ...(issues ? { issues } : {}) };
  }
  const { statusCode, code, message } = (exception ?? {}) as { statusCode?: unknown; code?: string; message?: string };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return {
      statusCode,
      error: errorName(statusCode),
      message: fastifyMessage(code, bodyLimitBytes) ?? (exception instanceof SyntaxError ? 'The request body is not valid JSON.' : (message ?? errorName(statusCode))),
    };
  }
  if (isDatabaseUnavailable(exception)) {
    return { statusCode: 503, error: errorName(503), message: DATABASE_UNAVAILABLE_MESSAGE };
  }
  return { statusCode: 500, error: errorName(500), message: SERVER_ERROR_MESSAGE };
}

/**
 * The message of a 404 for an address no route serves. Nest's own repeats the whole address, query
 * string included (which may carry a newsletter token); this names the method and the path's start.
 */
export function unknownRouteMessage(method: string, url: string): string {
  return `Cannot ${method} ${echoedValue(url.split('?', 1)[0] ?? '')}`;
}

/** Sends an error body, whoever answers: the exception filter, or the router before Nest is reached. */
export function sendErrorBody(reply: FastifyReply, body: ErrorResponse): void {
  reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
}
