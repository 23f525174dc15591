import { Module } from '@nestjs/common';
import { NewsletterController } from './newsletter.controller.js';
import { NewsletterLinksController } from './newsletter-links.controller.js';
import { NewsletterService } from './newsletter.service.js';

@Module({ controllers: [NewsletterController, NewsletterLinksController], providers: [NewsletterService] })
export class NewsletterModule {}
