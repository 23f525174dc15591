import type { NewsletterRequest, NewsletterResponse } from '@gentlebowl/contracts';
import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { PostRateLimitGuard } from '../common/post-rate-limit.guard.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { newsletterRequestBody } from './dto/newsletter-request.dto.js';
import { NewsletterService } from './newsletter.service.js';

@ApiTags('newsletter')
@Controller('newsletter-subscribe')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post()
  @UseGuards(PostRateLimitGuard)
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: { ...newsletterRequestBody.openApi, example: newsletterRequestBody.example } })
  @ApiOkResponse({ description: 'Subscribed. The same answer whether or not the address was already there.' })
  @ApiBadRequestResponse({ description: 'Please enter a valid email address' })
  @ApiTooManyRequestsResponse({ description: 'Too many POST requests from this client.' })
  subscribe(
    @Body(new ZodValidationPipe(newsletterRequestBody.schema)) request: NewsletterRequest,
  ): Promise<NewsletterResponse> {
    return this.newsletter.subscribe(request.email);
  }
}
