import { Module } from '@nestjs/common';
import { ShareCardsController } from './share-cards.controller.js';
import { ShareCardsService } from './share-cards.service.js';

/** The pictures' share cards. The media files themselves are served by @fastify/static (create-app.ts). */
@Module({ controllers: [ShareCardsController], providers: [ShareCardsService] })
export class MediaModule {}
