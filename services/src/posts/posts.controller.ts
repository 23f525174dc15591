import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendSnapshot } from '../common/json-snapshot.js';
import { API_TAGS } from '../common/openapi-document.js';
import { PostsService } from './posts.service.js';

@ApiTags(API_TAGS.blogPosts.name)
@Controller('blog-posts')
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Get()
  @ApiOperation({
    summary: 'List the blog posts',
    description:
      'Every published post, newest first, without its body (`content`): title, slug, excerpt, image, ' +
      'category, tags, reading time in minutes and publication date. Fetch a post by its slug for the body. ' +
      'Cached for 60 seconds; send the `ETag` back in `If-None-Match` for a `304` when nothing changed.',
  })
  @ApiOkResponse({ description: 'Every post, newest first, without the body. ETag / 304 supported.' })
  list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    sendSnapshot(request, reply, this.posts.list());
  }

  @Get(':slug')
  @ApiOperation({
    summary: 'Get one blog post',
    description:
      'The post with this slug, with its body as sanitized HTML in `content` and its meta description and ' +
      'keywords. Cached for 60 seconds, with an `ETag`. `404` when no ' +
      'post has this slug, for instance one the editors removed.',
  })
  @ApiOkResponse({ description: 'One post with its sanitized HTML body. ETag / 304 supported.' })
  @ApiNotFoundResponse({ description: 'No post has this slug.' })
  findOne(@Param('slug') slug: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const snapshot = this.posts.findBySlug(slug);
    if (!snapshot) throw new NotFoundException('Blog post not found');
    sendSnapshot(request, reply, snapshot);
  }
}
