import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendSnapshot } from '../common/json-snapshot.js';
import { PostsService } from './posts.service.js';

@ApiTags('blog posts')
@Controller('blog-posts')
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Get()
  @ApiOkResponse({ description: 'Every post, newest first, without the body. ETag / 304 supported.' })
  list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    sendSnapshot(request, reply, this.posts.list());
  }

  @Get(':slug')
  @ApiOkResponse({ description: 'One post with its sanitized HTML body. ETag / 304 supported.' })
  @ApiNotFoundResponse({ description: 'No post has this slug.' })
  findOne(@Param('slug') slug: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const snapshot = this.posts.findBySlug(slug);
    if (!snapshot) throw new NotFoundException('Blog post not found');
    sendSnapshot(request, reply, snapshot);
  }
}
