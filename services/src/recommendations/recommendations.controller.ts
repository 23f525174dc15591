import type { RecommendationRequest, RecommendationResponse } from '@gentlebowl/contracts';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RateLimited } from '../common/rate-limits.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { recommendationRequestBody } from './dto/recommendation-request.dto.js';
import { RecommendationsService } from './recommendations.service.js';

@ApiTags('recommendations')
@Controller('recommendations')
export class RecommendationsController {
  constructor(private readonly recommendations: RecommendationsService) {}

  @Post()
  @RateLimited('recommendations')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: { ...recommendationRequestBody.openApi, example: recommendationRequestBody.example } })
  @ApiOkResponse({
    description:
      'Up to 6 foods, best first, each with matchReasons; the first has badges "Best Match". ' +
      'An empty list when no food passes the hard rules (allergies, food type, age group, size).',
  })
  @ApiBadRequestResponse({ description: 'The body breaks a validation rule; message lists every problem.' })
  recommend(
    @Body(new ZodValidationPipe(recommendationRequestBody.schema)) request: RecommendationRequest,
  ): Promise<RecommendationResponse> {
    return this.recommendations.recommend(request);
  }
}
