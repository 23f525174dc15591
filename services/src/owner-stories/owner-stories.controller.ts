import {
  OWNER_STORY_TOKEN_PARAMETER,
  type OwnerStoryDecisionRequest,
  type OwnerStoryDecisionResponse,
  type OwnerStoryRequest,
  type OwnerStoryResponse,
  type OwnerStoryReview,
} from '@gentlebowl/contracts';
import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendSnapshot } from '../common/json-snapshot.js';
import { API_TAGS } from '../common/openapi-document.js';
import { RateLimited } from '../common/rate-limits.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ownerStoryDecisionRequestBody, ownerStoryRequestBody } from './dto/owner-story-request.dto.js';
import { OwnerStoriesService } from './owner-stories.service.js';

/** A repeated parameter is not a token. */
const tokenOf = (value: unknown): string => (typeof value === 'string' ? value : '');

const LINK_ERRORS =
  '`400` when the token is not a valid review link (forged, altered or cut short), `410` when it has expired ' +
  '(a link works for `RETENTION_DAYS` days, as long as an unreviewed story is kept), `404` when its story is ' +
  'gone (rejected, or deleted unreviewed).';

@ApiTags(API_TAGS.ownerStories.name)
@Controller('owner-stories')
export class OwnerStoriesController {
  constructor(private readonly ownerStories: OwnerStoriesService) {}

  @Get()
  @ApiOperation({
    summary: 'List the owner stories the home page shows',
    description:
      'The newest stories an editor has approved, at most 3, each with the owner\'s first name, town and the ' +
      'time it was published (`kind: "owner"`). While no story has been approved, the example stories of a ' +
      'fresh install instead (`kind: "example"`, with a rating and pictures; the people in them do not exist, ' +
      'and the site labels them "Example story"), unless the operator turned them off (`EXAMPLE_STORIES=false`): ' +
      'then an empty list.',
  })
  @ApiOkResponse({ description: 'At most 3 stories: the newest approved ones, or else the examples, or none.' })
  list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    sendSnapshot(request, reply, this.ownerStories.shown());
  }

  @Post()
  @RateLimited('writes')
  @ApiOperation({
    summary: 'Send an owner story',
    description:
      'Stores the story unpublished and mails it to the editors with a link to approve it and one to reject ' +
      'it; it is shown only once an editor approves it, and deleted when one rejects it or after ' +
      '`RETENTION_DAYS` days unreviewed. `consent` must be `true`: the owner agrees to its publication with ' +
      'their first name and town. Counts against the client\'s "writes" budget, shared with the contact form and ' +
      'the newsletter sign-up (by default 20 requests an hour); over it, `429` with `Retry-After`. `400` lists ' +
      'every problem (a missing or too long field, no consent) in `issues`.',
  })
  @ApiBody({ schema: { ...ownerStoryRequestBody.openApi, example: ownerStoryRequestBody.example } })
  @ApiCreatedResponse({ description: 'The story is stored, unpublished, and the editors are mailed.' })
  @ApiBadRequestResponse({ description: 'A field is missing or too long, or consent was not given.' })
  receive(@Body(new ZodValidationPipe(ownerStoryRequestBody.schema)) request: OwnerStoryRequest): Promise<OwnerStoryResponse> {
    return this.ownerStories.receive(request);
  }

  @Get('review')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Read the story a review link names',
    description:
      'For the review page a link in the editors\' mail opens: the story (first name, town, text, when it was ' +
      'sent and, once approved, published) and the decision the link stands for (`approve` or `reject`). ' +
      `Changes nothing, so a mail scanner that opens the link publishes or deletes nothing. ${LINK_ERRORS}`,
  })
  @ApiQuery({ name: OWNER_STORY_TOKEN_PARAMETER, description: 'The signed token of the review link.' })
  @ApiOkResponse({ description: 'The story and the decision the link stands for.' })
  @ApiBadRequestResponse({ description: 'The token is not a valid review link.' })
  @ApiGoneResponse({ description: 'The link has expired.' })
  @ApiNotFoundResponse({ description: 'The story is gone: rejected, or deleted unreviewed.' })
  review(@Query(OWNER_STORY_TOKEN_PARAMETER) token: unknown): Promise<OwnerStoryReview> {
    return this.ownerStories.review(tokenOf(token));
  }

  @Post('review')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Approve or reject an owner story',
    description:
      'The review page\'s button: carries out the decision of the link whose token it sends. Approving publishes ' +
      'the story on the home page (approving it again changes nothing); rejecting deletes it, published or not. ' +
      `The signed token is the authorization; it is never counted against a rate limit. ${LINK_ERRORS}`,
  })
  @ApiBody({ schema: { ...ownerStoryDecisionRequestBody.openApi, example: ownerStoryDecisionRequestBody.example } })
  @ApiOkResponse({ description: '`{ outcome: "approved" }` or `{ outcome: "rejected" }`.' })
  @ApiBadRequestResponse({ description: 'The token is missing or not a valid review link.' })
  @ApiGoneResponse({ description: 'The link has expired.' })
  @ApiNotFoundResponse({ description: 'The story is gone: rejected, or deleted unreviewed.' })
  async decide(
    @Body(new ZodValidationPipe(ownerStoryDecisionRequestBody.schema)) request: OwnerStoryDecisionRequest,
  ): Promise<OwnerStoryDecisionResponse> {
    return { outcome: await this.ownerStories.decide(request.token) };
  }
}
