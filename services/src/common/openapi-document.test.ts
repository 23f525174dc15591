import type { OpenAPIObject, OperationObject } from '@nestjs/swagger';
import { openApiDocumentWithoutDatabase } from '../create-app.js';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Every operation of the document as `METHOD /path`, with its OpenAPI object. */
function operationsOf(document: OpenAPIObject): [string, OperationObject][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [[`${method.toUpperCase()} ${path}`, operation] as [string, OperationObject]] : [];
    }),
  );
}

describe('the OpenAPI document', () => {
  let document: OpenAPIObject;

  beforeAll(async () => {
    document = await openApiDocumentWithoutDatabase();
  });

  // Preview mode instantiates nothing: were routes lost with it, the checks below would pass on nothing.
  it('finds the routes of every module without a database', () => {
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/blog-posts', '/dog-foods/{id}', '/recommendations', '/newsletter/confirm', '/contact', '/health']),
    );
  });

  it('gives every operation a summary and a description for the docs page', () => {
    const undocumented = operationsOf(document)
      .filter(([, operation]) => !operation.summary?.trim() || !operation.description?.trim())
      .map(([name]) => name);
    expect(undocumented).toEqual([]);
  });

  it('puts every operation under a tag it declares with a description', () => {
    const declared = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description ?? '']));
    const untagged = operationsOf(document)
      .filter(([, operation]) => !operation.tags?.length)
      .map(([name]) => name);
    const undeclared = operationsOf(document).flatMap(([name, operation]) =>
      (operation.tags ?? []).filter((tag) => !declared.get(tag)?.trim()).map((tag) => `${name}: ${tag}`),
    );
    expect(untagged).toEqual([]);
    expect(undeclared).toEqual([]);
  });

  it('declares no tag that no operation uses', () => {
    const used = new Set(operationsOf(document).flatMap(([, operation]) => operation.tags ?? []));
    expect((document.tags ?? []).map((tag) => tag.name).filter((name) => !used.has(name))).toEqual([]);
  });

  it('names the /api prefix as its server, so its paths are what a client appends to it', () => {
    expect(document.servers?.map((server) => server.url)).toEqual(['/api']);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/'))).toEqual([]);
  });
});
