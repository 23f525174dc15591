import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The keys Fastify's JSON parser (secure-json-parse) refuses in any object of a body: copied onto
 * another object, `__proto__` would replace its prototype, and `constructor.prototype` reach it.
 */
export type RefusedJsonKey = '__proto__' | 'constructor.prototype';

export function refusedKeyMessage(key: RefusedJsonKey): string {
  return `The request body has a key the API does not accept: ${key}.`;
}

/** The refused key a body that is valid JSON holds, if any (the first one found). */
function refusedKeyIn(text: string): RefusedJsonKey | undefined {
  let pending: unknown[];
  try {
    pending = [JSON.parse(text)];
  } catch {
    return undefined;
  }
  // A loop over a worklist, not recursion: a body may nest thousands of levels deep.
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (Object.hasOwn(node, '__proto__')) return '__proto__';
    const constructorValue: unknown = Object.hasOwn(node, 'constructor') ? (node as { constructor: unknown }).constructor : undefined;
    if (typeof constructorValue === 'object' && constructorValue !== null && Object.hasOwn(constructorValue, 'prototype')) {
      return 'constructor.prototype';
    }
    pending.push(...Object.values(node));
  }
  return undefined;
}

type ParsedBody = (error: Error | null, body?: unknown) => void;
type JsonBodyParser = (request: FastifyRequest, body: Buffer, done: ParsedBody) => void;

/**
 * The JSON body parser: Fastify's own, which refuses the keys above as "not valid JSON" without
 * saying which. A body it refuses that JSON.parse reads is such a case, and the 400 names the key.
 */
export function jsonBodyParser(fastify: FastifyInstance): JsonBodyParser {
  const parseSecurely = fastify.getDefaultJsonParser('error', 'error') as (
    request: FastifyRequest,
    body: string,
    done: ParsedBody,
  ) => void;
  return (request, body, done) => {
    const text = body.toString('utf8');
    parseSecurely(request, text, (error, value) => {
      const refusedKey = error ? refusedKeyIn(text) : undefined;
      done(refusedKey ? new BadRequestException(refusedKeyMessage(refusedKey)) : error, value);
    });
  };
}
