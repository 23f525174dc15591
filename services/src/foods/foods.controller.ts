import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendSnapshot } from '../common/json-snapshot.js';
import { parseDogFoodId } from './dto/dog-food-id.js';
import { FoodsService } from './foods.service.js';

@ApiTags('dog foods')
@Controller('dog-foods')
export class FoodsController {
  constructor(private readonly foods: FoodsService) {}

  @Get()
  @ApiOkResponse({ description: 'The whole catalogue, best rated first. ETag / 304 supported.' })
  list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    sendSnapshot(request, reply, this.foods.list());
  }

  @Get(':id')
  @ApiOkResponse({ description: 'One dog food. ETag / 304 supported.' })
  @ApiBadRequestResponse({ description: 'The id is not a positive whole number.' })
  @ApiNotFoundResponse({ description: 'No food has this id.' })
  findOne(@Param('id') rawId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const snapshot = this.foods.findById(parseDogFoodId(rawId));
    if (!snapshot) throw new NotFoundException('Dog food not found');
    sendSnapshot(request, reply, snapshot);
  }
}
