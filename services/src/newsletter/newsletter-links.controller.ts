import { NEWSLETTER_TOKEN_PARAMETER, type NewsletterOutcome, newsletterOutcomePaths } from '@gentlebowl/contracts';
import { Controller, Get, HttpStatus, Post, Query, Redirect } from '@nestjs/common';
import { ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { NewsletterService } from './newsletter.service.js';

interface PageRedirect {
  url: string;
  statusCode: number;
}

/** 303 See Other: the browser (or the form's POST) goes on with a GET of the page that tells the outcome. */
const pageOf = (outcome: NewsletterOutcome): PageRedirect => ({
  url: newsletterOutcomePaths[outcome],
  statusCode: HttpStatus.SEE_OTHER,
});

/** A repeated parameter is not a token. */
const tokenOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The links of the newsletter's mails. Each answers with a redirect to a page of the site. */
@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterLinksController {
  constructor(private readonly newsletter: NewsletterService) {}

  /** The confirmation mail's link. Confirming on GET is safe to repeat: a mail scanner that opens
   * the link confirms what the owner asked for, and a second click says it is confirmed already. */
  @Get('confirm')
  @Redirect()
  @ApiQuery({ name: NEWSLETTER_TOKEN_PARAMETER, description: 'The signed token of the confirmation mail.' })
  @ApiResponse({ status: HttpStatus.SEE_OTHER, description: 'To the page of the outcome: confirmed, already confirmed, link expired or invalid link.' })
  async confirm(@Query(NEWSLETTER_TOKEN_PARAMETER) token: unknown): Promise<PageRedirect> {
    return pageOf(await this.newsletter.confirm(tokenOf(token)));
  }

  /** RFC 8058 one-click unsubscribe (the List-Unsubscribe address; the body `List-Unsubscribe=One-Click`
   * is not needed, the token says who), and the unsubscribe page's form. */
  @Post('unsubscribe')
  @Redirect()
  @ApiQuery({ name: NEWSLETTER_TOKEN_PARAMETER, description: 'The signed token of a newsletter mail.' })
  @ApiResponse({ status: HttpStatus.SEE_OTHER, description: 'To the unsubscribed page, or the invalid-link page.' })
  async unsubscribe(@Query(NEWSLETTER_TOKEN_PARAMETER) token: unknown): Promise<PageRedirect> {
    return pageOf(await this.newsletter.unsubscribe(tokenOf(token)));
  }
}
