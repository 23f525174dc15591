import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { DATABASE_UNAVAILABLE_MESSAGE } from './database-unavailable.js';
import { SERVER_ERROR_MESSAGE, toErrorBody } from './error-body.js';

describe('toErrorBody', () => {
  it('keeps the message and issues of a validation error', () => {
    const issues = [{ path: 'email', message: 'Please enter a valid email address' }];
    const body = toErrorBody(new BadRequestException({ message: 'Please enter a valid email address', issues }), 16_384);
    expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Please enter a valid email address', issues });
  });

  it('names the status of any HttpException', () => {
    expect(toErrorBody(new NotFoundException('Blog post not found'), 16_384)).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Blog post not found',
    });
  });

  it('explains Fastify body errors that Nest wraps', () => {
    const tooLarge = Object.assign(new RangeError('Request body is too large'), {
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      statusCode: 413,
    });
    const wrapped = new HttpException(tooLarge.message, 413, { cause: tooLarge });
    expect(toErrorBody(wrapped, 1024).message).toBe('Request body is too large: the limit is 1024 bytes (1 KiB).');
  });

  it('hides everything about unexpected errors', () => {
    const body = toErrorBody(new Error('connection to 10.0.0.5 refused\n    at Socket.connect (net.js:1:1)'), 16_384);
    expect(body).toEqual({ statusCode: 500, error: 'Internal Server Error', message: SERVER_ERROR_MESSAGE });
    expect(toErrorBody(undefined, 16_384).statusCode).toBe(500);
    expect(toErrorBody(Object.assign(new Error('boom'), { statusCode: 502 }), 16_384).message).toBe(SERVER_ERROR_MESSAGE);
  });

  it('answers 503 when the database did not answer in time or cannot be reached, 500 for other query faults', () => {
    const failedQuery = (driverError: Error) => Object.assign(new Error(driverError.message), { query: 'SELECT 1', parameters: [], driverError });
    const unavailable = { statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE_MESSAGE };
    expect(toErrorBody(failedQuery(new Error('Query read timeout')), 16_384)).toEqual(unavailable);
    expect(toErrorBody(failedQuery(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })), 16_384)).toEqual(unavailable);
    expect(toErrorBody(new Error('timeout exceeded when trying to connect'), 16_384)).toEqual(unavailable);
    expect(toErrorBody(failedQuery(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })), 16_384)).toEqual(unavailable);
    expect(toErrorBody(failedQuery(Object.assign(new Error('duplicate key'), { code: '23505' })), 16_384).statusCode).toBe(500);
  });
});
