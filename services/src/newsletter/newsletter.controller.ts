import type { NewsletterRequest, NewsletterResponse } from '@gentlebowl/contracts';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RateLimited } from '../common/rate-limits.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { newsletterRequestBody } from './dto/newsletter-request.dto.js';
import { NewsletterService } from './newsletter.service.js';

@ApiTags('newsletter')
@Controller('newsletter-subscribe')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post()
  @RateLimited('writes')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: { ...newsletterRequestBody.openApi, example: newsletterRequestBody.example } })
  @ApiOkResponse({ description: 'Signed up: a confirmation mail is on its way unless one went out in the last hour or the address is confirmed. The same answer whether or not the address was already there.' })
  @ApiBadRequestResponse({ description: 'Please enter a valid email address' })
  subscribe(
    @Body(new ZodValidationPipe(newsletterRequestBody.schema)) request: NewsletterRequest,
  ): Promise<NewsletterResponse> {
    return this.newsletter.subscribe(request.email);
  }
}
