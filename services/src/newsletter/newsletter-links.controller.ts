import { NEWSLETTER_TOKEN_PARAMETER, type NewsletterOutcome, newsletterOutcomePaths } from '@gentlebowl/contracts';
import { Controller, Get, HttpStatus, Post, Query, Redirect } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_TAGS } from '../common/openapi-document.js';
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
@ApiTags(API_TAGS.newsletter.name)
@Controller('newsletter')
export class NewsletterLinksController {
  constructor(private readonly newsletter: NewsletterService) {}

  /** The button of the page the confirmation mail's link opens. Only a POST confirms: mail scanners
   * open a mail's links, and must not confirm for the owner. A second press says it is confirmed. */
  @Post('confirm')
  @Redirect()
  @ApiOperation({
    summary: 'Confirm a newsletter sign-up',
    description:
      'The button of the site\'s confirmation page, which the link in the confirmation mail opens (a form ' +
      'body is accepted). Confirms the sign-up the signed token names, mails the welcome newsletter on the ' +
      'first confirmation, and redirects (`303`) to the site\'s page for the outcome: confirmed, already ' +
      'confirmed, link expired (after 48 hours: sign up again) or invalid link (altered, or the address has ' +
      'unsubscribed). Safe to send twice. Meant for a browser, not for scripts.',
  })
  @ApiQuery({ name: NEWSLETTER_TOKEN_PARAMETER, description: 'The signed token of the confirmation mail.' })
  @ApiResponse({ status: HttpStatus.SEE_OTHER, description: 'To the page of the outcome: confirmed, already confirmed, link expired or invalid link.' })
  async confirm(@Query(NEWSLETTER_TOKEN_PARAMETER) token: unknown): Promise<PageRedirect> {
    return pageOf(await this.newsletter.confirm(tokenOf(token)));
  }

  /** Confirmation mails sent before confirming took a button linked here, with a token that named the
   * address; such a token is refused now. Opening one confirms nothing and says the link is invalid. */
  @Get('confirm')
  @Redirect()
  @ApiOperation({
    summary: 'Open an old confirmation link',
    deprecated: true,
    description:
      'Where confirmation mails linked before the confirmation page existed. Confirms nothing: redirects ' +
      '(`303`) to the invalid-link page, which offers the sign-up again.',
  })
  @ApiQuery({ name: NEWSLETTER_TOKEN_PARAMETER, description: 'The token of an old confirmation mail (not read).' })
  @ApiResponse({ status: HttpStatus.SEE_OTHER, description: 'To the invalid-link page.' })
  openOldConfirmationLink(): PageRedirect {
    return pageOf('invalidLink');
  }

  /** RFC 8058 one-click unsubscribe (the List-Unsubscribe address; the body `List-Unsubscribe=One-Click`
   * is not needed, the token says who), and the unsubscribe page's form. */
  @Post('unsubscribe')
  @Redirect()
  @ApiOperation({
    summary: 'Unsubscribe from the newsletter',
    description:
      'One-click unsubscribe (RFC 8058: the `List-Unsubscribe` address of every newsletter mail; a form body ' +
      'is accepted here) and the button of the site\'s unsubscribe page. Deletes the address the signed token ' +
      'names and redirects (`303`) to the unsubscribed page, or to the invalid-link page when the token is ' +
      'altered or the address is gone already.',
  })
  @ApiQuery({ name: NEWSLETTER_TOKEN_PARAMETER, description: 'The signed token of a newsletter mail.' })
  @ApiResponse({ status: HttpStatus.SEE_OTHER, description: 'To the unsubscribed page, or the invalid-link page.' })
  async unsubscribe(@Query(NEWSLETTER_TOKEN_PARAMETER) token: unknown): Promise<PageRedirect> {
    return pageOf(await this.newsletter.unsubscribe(tokenOf(token)));
  }
}
