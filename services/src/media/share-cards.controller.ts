import { SHARE_CARD } from '@gentlebowl/contracts';
import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesIfNoneMatch } from '../common/json-snapshot.js';
import { API_TAGS } from '../common/openapi-document.js';
import { MEDIA_CACHE_CONTROL } from './media-files.js';
import { ShareCardsService } from './share-cards.service.js';

@ApiTags(API_TAGS.media.name)
@Controller('media/share')
export class ShareCardsController {
  constructor(private readonly shareCards: ShareCardsService) {}

  @Get(':folder/:file')
  @ApiProduces(SHARE_CARD.type)
  @ApiOperation({
    summary: 'Get the share image of a picture',
    description:
      `The SVG picture \`/api/media/{folder}/{name}.svg\` drawn as a ${SHARE_CARD.width} x ${SHARE_CARD.height} PNG, ` +
      'the image share previews (Open Graph, X cards) show: whole and centred, the margins in the colour of its ' +
      'edge. Cached for 30 days with an `ETag`; `404` when there is no such SVG.',
  })
  @ApiOkResponse({
    description: `A ${SHARE_CARD.width} x ${SHARE_CARD.height} PNG. ETag / 304 supported.`,
    content: { [SHARE_CARD.type]: { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiNotFoundResponse({ description: 'No SVG picture of this folder and name.' })
  async find(
    @Param('folder') folder: string,
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const card = await this.shareCards.find(folder, file);
    if (!card) throw new NotFoundException('Share image not found');
    reply.header('cache-control', MEDIA_CACHE_CONTROL).header('etag', card.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], card.etag)) {
      reply.code(304).send();
      return;
    }
    reply.header('content-type', SHARE_CARD.type).send(card.png);
  }
}
