import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendSnapshot } from '../common/json-snapshot.js';
import { API_TAGS } from '../common/openapi-document.js';
import { parseDogFoodId } from './dto/dog-food-id.js';
import { FoodsService } from './foods.service.js';

@ApiTags(API_TAGS.dogFoods.name)
@Controller('dog-foods')
export class FoodsController {
  constructor(private readonly foods: FoodsService) {}

  @Get()
  @ApiOperation({
    summary: 'List the dog food catalogue',
    description:
      'Every food the selector may recommend, best rated first (`rating` is in tenths of a star, 0-50), with ' +
      'what it suits (age, size, symptoms), its ingredients and allergens, its published energy, package and ' +
      'price figures with their sources, and the partner link to buy it (`affiliateUrl`, a disclosed affiliate ' +
      'link). Cached for 60 seconds; send the `ETag` back in `If-None-Match` for a `304` when nothing changed.',
  })
  @ApiOkResponse({ description: 'The whole catalogue, best rated first. ETag / 304 supported.' })
  list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    sendSnapshot(request, reply, this.foods.list());
  }

  @Get(':id')
  @ApiOperation({
    summary: 'Get one dog food',
    description:
      'The food with this id, with the same fields as in the catalogue. Cached for 60 seconds, with an `ETag`. ' +
      '`400` when the id is not a positive whole number, `404` when no food has it.',
  })
  @ApiOkResponse({ description: 'One dog food. ETag / 304 supported.' })
  @ApiBadRequestResponse({ description: 'The id is not a positive whole number.' })
  @ApiNotFoundResponse({ description: 'No food has this id.' })
  findOne(@Param('id') rawId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const snapshot = this.foods.findById(parseDogFoodId(rawId));
    if (!snapshot) throw new NotFoundException('Dog food not found');
    sendSnapshot(request, reply, snapshot);
  }
}
