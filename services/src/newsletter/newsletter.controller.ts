import type { NewsletterRequest, NewsletterResponse } from '@gentlebowl/contracts';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_TAGS } from '../common/openapi-document.js';
import { RateLimited } from '../common/rate-limits.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { newsletterRequestBody } from './dto/newsletter-request.dto.js';
import { NewsletterService } from './newsletter.service.js';

@ApiTags(API_TAGS.newsletter.name)
@Controller('newsletter-subscribe')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post()
  @RateLimited('writes')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Sign up for the newsletter',
    description:
      'Starts the double opt-in: an address that is not confirmed yet is mailed a confirmation link (valid ' +
      '48 hours, at most one mail an hour); only a confirmed address receives newsletters. The answer is the ' +
      'same whether or not the address was already signed up, so it tells nobody who subscribes. Counts ' +
      'against the client\'s "writes" budget, shared with the contact form (by default 20 requests an hour); ' +
      'over it, `429` with `Retry-After`. `400` when the address is not valid.',
  })
  @ApiBody({ schema: { ...newsletterRequestBody.openApi, example: newsletterRequestBody.example } })
  @ApiOkResponse({ description: 'Signed up: a confirmation mail is on its way unless one went out in the last hour or the address is confirmed. The same answer whether or not the address was already there.' })
  @ApiBadRequestResponse({ description: 'Please enter a valid email address' })
  subscribe(
    @Body(new ZodValidationPipe(newsletterRequestBody.schema)) request: NewsletterRequest,
  ): Promise<NewsletterResponse> {
    return this.newsletter.subscribe(request.email);
  }
}
