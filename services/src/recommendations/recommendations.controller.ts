import type { RecommendationRequest, RecommendationResponse } from '@gentlebowl/contracts';
import { Body, Controller, HttpCode, HttpStatus, ParseBoolPipe, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { API_TAGS } from '../common/openapi-document.js';
import { RateLimited } from '../common/rate-limits.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { recommendationRequestBody } from './dto/recommendation-request.dto.js';
import { RecommendationsService } from './recommendations.service.js';

@ApiTags(API_TAGS.recommendations.name)
@Controller('recommendations')
export class RecommendationsController {
  constructor(private readonly recommendations: RecommendationsService) {}

  @Post()
  @RateLimited('recommendations')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Recommend foods for a dog',
    description:
      'The food selector\'s answers (the dog, its symptoms and the food preferences) in; the foods that fit ' +
      'out, those within the budget first, each with the reasons it was chosen, its score and this dog\'s daily ' +
      'portion and monthly cost, plus the reasons to see a vet first. A submitted wizard is stored for the ' +
      'editors (`requestId`); `?record=false` stores nothing, for showing results again. Counts ' +
      'against the client\'s "recommendations" budget (by default 120 requests per 10 minutes); over it, ' +
      '`429` with `Retry-After`. `400` lists every broken rule in `issues`.',
  })
  @ApiQuery({
    name: 'record',
    required: false,
    type: Boolean,
    description:
      'false: answer without storing the request (results opened from a link, rendered again); requestId is then ' +
      'null. By default the request is stored: an owner submitted the wizard, which the editors count.',
  })
  @ApiBody({ schema: { ...recommendationRequestBody.openApi, example: recommendationRequestBody.example } })
  @ApiOkResponse({
    description:
      'dog: the weight and daily kcal portions are worked out for (the size group\'s typical weight when ' +
      'dogInfo.weightLbs is missing). recommendations: up to 6 foods, best first, each with structured reasons, ' +
      'score and feeding (daily grams and servings, monthly cost for this dog); the first has badges "Best Match". ' +
      'Prescription diets are among them only when symptoms.vetDiagnosed is true; otherwise up to 3 that fit are ' +
      'in askYourVet. redFlags: reasons to see a vet first, in a fixed order; empty for mild answers. ' +
      'Empty lists when no food passes the hard rules (allergies, food type, age group, size).',
  })
  @ApiBadRequestResponse({ description: 'The body breaks a validation rule; message lists every problem.' })
  recommend(
    @Body(new ZodValidationPipe(recommendationRequestBody.schema)) request: RecommendationRequest,
    @Query('record', new ParseBoolPipe({ optional: true })) record = true,
  ): Promise<RecommendationResponse> {
    return this.recommendations.recommend(request, { record });
  }
}
