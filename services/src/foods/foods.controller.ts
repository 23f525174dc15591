import {
  ageGroupValues,
  allergyValues,
  CATALOGUE_PAGE_SIZE,
  type CataloguePageRequest,
  cataloguePageRequestSchema,
  cataloguePageSizeParam,
  catalogueSortValues,
  type DogFoodCataloguePage,
  foodTypeValues,
  MAX_CATALOGUE_PAGE_SIZE,
  prescriptionFilterValues,
  proteinValues,
} from '@gentlebowl/contracts';
import { Controller, Get, Header, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { READ_CACHE_CONTROL, sendSnapshot } from '../common/json-snapshot.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { API_TAGS } from '../common/openapi-document.js';
import { parseDogFoodId } from './dto/dog-food-id.js';
import { FoodBrowsingService } from './food-browsing.service.js';
import { FoodsService } from './foods.service.js';

@ApiTags(API_TAGS.dogFoods.name)
@Controller('dog-foods')
export class FoodsController {
  constructor(
    private readonly foods: FoodsService,
    private readonly browsing: FoodBrowsingService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'List the dog food catalogue',
    description:
      'Every food the selector may recommend, best rated first (foods a retailer rated, highest first, then the ' +
      'rest by name), with what it suits (age, size, symptoms), its ingredients and allergens, and its facts with ' +
      'where they come from and when: `label` (the maker\'s label: energy, guaranteed analysis, AAFCO statement, ' +
      'with its source page and date, or which figures are estimates), `offers` (the newest price of each retailer ' +
      'and package, each with the day it was seen, `current` false once it is older than the price age limit, or ' +
      'the editors\' estimate) and `retailerRating` (a retailer\'s star rating and review count, with the day). ' +
      'Badges are true only with a named `review`. The spec\'s `price`, `rating`, `retailer` and `whereToBuyUrl` ' +
      'are worked out from these (`whereToBuyIsSearch` says when the link is a search). Cached for 60 seconds; send ' +
      'the `ETag` back in `If-None-Match` for a `304` when nothing changed.',
  })
  @ApiOkResponse({ description: 'The whole catalogue, best rated first. ETag / 304 supported.' })
  list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    sendSnapshot(request, reply, this.foods.list());
  }

  // Declared before ':id', which would otherwise take "catalogue" for an id.
  @Get('catalogue')
  @Header('Cache-Control', READ_CACHE_CONTROL)
  @ApiOperation({
    summary: 'Browse the catalogue: filtered, ordered and paged',
    description:
      `One page of the foods that pass every filter given (${CATALOGUE_PAGE_SIZE} a page unless \`page-size\` asks for ` +
      'another), with the number that pass (total), the page size (pageSize) and the number of pages (pageCount, at ' +
      'least 1). Each food is a summary, what a list of foods shows: id, brand, name, foodType, retailerRating, ' +
      'imageUrl, requiresPrescription, sampleData, and the label energy and offers its monthly cost is worked out ' +
      'from; `GET /api/dog-foods/{id}` has the whole record. Filters left out, or sent ' +
      'empty as an open select of a GET form sends them, do not narrow the list; parameters the catalogue does not ' +
      'read are ignored.',
  })
  @ApiQuery({ name: 'type', required: false, enum: foodTypeValues, description: 'The food type.' })
  @ApiQuery({ name: 'protein', required: false, enum: proteinValues, description: 'An animal protein the food is made with.' })
  @ApiQuery({
    name: 'free-from',
    required: false,
    isArray: true,
    enum: allergyValues,
    description:
      'Allergens the food must not contain: repeat the parameter or separate them with commas. Exact, as the ' +
      "recommendation engine's allergy rule: a food whose allergens or ingredient tags name one is left out.",
  })
  @ApiQuery({ name: 'life-stage', required: false, enum: ageGroupValues, description: 'An age group the food suits.' })
  @ApiQuery({
    name: 'prescription',
    required: false,
    enum: prescriptionFilterValues,
    description: 'yes: prescription diets only; no: none of them.',
  })
  @ApiQuery({
    name: 'sort',
    required: false,
    enum: catalogueSortValues,
    description:
      'rating (default): best rated first, unrated foods last. price: lowest cost to feed first (the price of a kcal at the ' +
      'current price of the package a 35 lb adult dog buys); foods without a current price last.',
  })
  @ApiQuery({ name: 'page', required: false, type: Number, description: '1-based page number; 1 by default.' })
  @ApiQuery({
    name: cataloguePageSizeParam,
    required: false,
    type: Number,
    minimum: 1,
    maximum: MAX_CATALOGUE_PAGE_SIZE,
    description: `Foods on a page, 1 to ${MAX_CATALOGUE_PAGE_SIZE}; ${CATALOGUE_PAGE_SIZE} by default. Pages are counted in this size.`,
  })
  @ApiOkResponse({ description: '{ foods, total, page, pageSize, pageCount }, each food a summary. Cache-Control: public, max-age=60.' })
  @ApiBadRequestResponse({
    description:
      'A value the catalogue does not know, a page that is not a whole number from 1, or a page size out of range; message says which.',
  })
  @ApiNotFoundResponse({ description: 'A page past the last page of the list; message says how many pages there are.' })
  catalogue(
    @Query(new ZodValidationPipe(cataloguePageRequestSchema)) request: CataloguePageRequest,
  ): DogFoodCataloguePage {
    return this.browsing.page(request);
  }

  @Get(':id/related')
  @ApiOperation({
    summary: 'Get the foods like one dog food',
    description:
      'The foods its product page names as like it, as summaries (the fields of the catalogue list): the best ' +
      'rated made with its main protein, then the best rated of its food type, each once, never the food itself, ' +
      'at most 4. Cached for 60 seconds, with an `ETag`. `400` when the id is not a positive whole number, `404` ' +
      'when no food has it.',
  })
  @ApiOkResponse({ description: 'Up to four food summaries, possibly none. ETag / 304 supported.' })
  @ApiBadRequestResponse({ description: 'The id is not a positive whole number.' })
  @ApiNotFoundResponse({ description: 'No food has this id.' })
  related(@Param('id') rawId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const snapshot = this.foods.relatedTo(parseDogFoodId(rawId));
    if (!snapshot) throw new NotFoundException('Dog food not found');
    sendSnapshot(request, reply, snapshot);
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
