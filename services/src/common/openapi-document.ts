import { ECHOED_VALUE_MAX_CHARACTERS } from '@gentlebowl/contracts';
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { API_PREFIX } from '../config/api-prefix.js';

/** Where the API serves its docs page (and the document itself at `<path>-json`). */
export const OPENAPI_DOCS_PATH = `${API_PREFIX}/docs`;

/** Every tag an operation may carry, with what a client finds under it; controllers name theirs from here. */
export const API_TAGS = {
  blogPosts: {
    name: 'blog posts',
    description:
      'The blog: articles on nutrition and digestive health for owners of dogs with sensitive stomachs. Read-only, ' +
      'answered from a cache with ETags.',
  },
  dogFoods: {
    name: 'dog foods',
    description:
      'The dog food catalogue the selector recommends from, with each food\'s published figures and the partner ' +
      'link to buy it. Read-only, answered from a cache with ETags.',
  },
  recommendations: {
    name: 'recommendations',
    description:
      'The food selector: a dog\'s details, symptoms and food preferences in, the foods that fit out, with ' +
      'reasons, portions and reasons to see a vet first.',
  },
  newsletter: {
    name: 'newsletter',
    description:
      'Sign-up with double opt-in: a sign-up mails a confirmation link, and the links in the mails confirm or ' +
      'unsubscribe the address.',
  },
  contact: {
    name: 'contact',
    description: 'Messages to the editors from the contact page.',
  },
  ownerStories: {
    name: 'owner stories',
    description:
      'Owners\' stories for the home page: sent with the owner\'s consent, stored unpublished, and shown once an ' +
      'editor approves them through the signed links of the mail each story sends to the editors.',
  },
  media: {
    name: 'media',
    description:
      'The site\'s pictures as share previews show them: each SVG under `/api/media` drawn as a PNG card. The ' +
      'pictures themselves are plain files under `/api/media`, outside this document.',
  },
  health: {
    name: 'health',
    description: 'For orchestrators and monitors on the API\'s own port; the site\'s public /api does not forward it.',
  },
} as const;

const API_DESCRIPTION = [
  'The API behind the Gentle Bowl website: blog posts, the dog food catalogue, food recommendations, ' +
    'newsletter sign-up, contact messages and owner stories. There is no login; every call is public.',
  '**Where it is served.** Every path is under `/api`, both on the API\'s own port and through the website, ' +
    'whose `/api` forwards to it (except the health check). The server below is that prefix, so "Try it out" ' +
    'calls the host this page came from.',
  '**Reads** (blog posts and dog foods) carry `Cache-Control: public, max-age=60` and a strong `ETag`: send it ' +
    'back in `If-None-Match` and an unchanged answer is a `304` without a body. They change only when the ' +
    'editors import new content.',
  '**Writes** take a JSON body only (`Content-Type: application/json`, at most 16 KiB by default): another ' +
    'content type is answered `415`, a larger body `413`, and a browser request whose `Origin` is not one of ' +
    'the site\'s own `403`. An object in the body may not have a `__proto__` key, or a `constructor` key holding ' +
    'an object with a `prototype` key (`400`, naming the key).',
  '**Rate limits.** Recommendations and writes (contact, newsletter and owner stories together) each count against a budget ' +
    'per client address (an IPv6 address by its /64). Every counted answer says where the client stands in ' +
    '`RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (seconds); over budget the answer is `429` ' +
    'with `Retry-After`.',
  '**Errors** are always JSON `{ statusCode, error, message }`, where `message` is written for people and may ' +
    `be shown as it is, and repeats at most the first ${ECHOED_VALUE_MAX_CHARACTERS} characters of a value the client sent; a validation ` +
    'error adds `issues: [{ path, message }]`, one per problem. `503` means ' +
    'the database does not answer: try again in a moment. A `500` never carries internal details.',
].join('\n\n');

/** The OpenAPI document of every route the app has, served at OPENAPI_DOCS_PATH and linted by `npm test`. */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Gentle Bowl API')
    .setDescription(API_DESCRIPTION)
    .setVersion('1.0.0')
    .addServer(`/${API_PREFIX}`, 'This host: the API\'s own port, or the website, which forwards /api to it.');
  for (const tag of Object.values(API_TAGS)) builder.addTag(tag.name, tag.description);
  // Paths are written without the prefix: the server URL carries it.
  return SwaggerModule.createDocument(app, builder.build(), { ignoreGlobalPrefix: true });
}
