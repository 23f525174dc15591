import type { RecommendationRequest, RecommendationResponse } from '@gentlebowl/contracts';
import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { PostRateLimitGuard } from '../common/post-rate-limit.guard.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { recommendationRequestBody } from './dto/recommendation-request.dto.js';
import { RecommendationsService } from './recommendations.service.js';

@ApiTags('recommendations')
@Controller('recommendations')
export class RecommendationsController {
  constructor(private readonly recommendations: RecommendationsService) {}

  @Post()
  @UseGuards(PostRateLimitGuard)
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: { ...recommendationRequestBody.openApi, example: recommendationRequestBody.example } })
  @ApiOkResponse({
    description:
      'Up to 6 foods, best first, each with matchReasons; the first has badges "Best Match". ' +
      'An empty list when no food passes the hard rules (allergies, food type, age group, size).',
  })
  @ApiBadRequestResponse({ description: 'The body breaks a validation rule; message lists every problem.' })
  @ApiTooManyRequestsResponse({ description: 'Too many POST requests from this client.' })
  recommend(
    @Body(new ZodValidationPipe(recommendationRequestBody.schema)) request: RecommendationRequest,
  ): Promise<RecommendationResponse> {
    return this.recommendations.recommend(request);
  }
}
