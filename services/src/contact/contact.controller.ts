import type { ContactRequest, ContactResponse } from '@gentlebowl/contracts';
import { Body, Controller, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { API_TAGS } from '../common/openapi-document.js';
import { RateLimited } from '../common/rate-limits.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ContactService } from './contact.service.js';
import { contactRequestBody } from './dto/contact-request.dto.js';

@ApiTags(API_TAGS.contact.name)
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @RateLimited('writes')
  @ApiOperation({
    summary: 'Send a message to the editors',
    description:
      'Stores the contact form\'s message and mails it to the editors with the sender as Reply-To; nothing is ' +
      'mailed to the sender. The same message sent again within 10 minutes is answered the same and stored ' +
      'once. `subject` is one of the contact page\'s options and defaults to `general`. Counts against the ' +
      'client\'s "writes" budget, shared with the newsletter sign-up (by default 20 requests an hour); over ' +
      'it, `429` with `Retry-After`. `400` lists every problem (a missing field, one too long, an unknown subject) in `issues`.',
  })
  @ApiBody({ schema: { ...contactRequestBody.openApi, example: contactRequestBody.example } })
  @ApiCreatedResponse({ description: 'The message is stored.' })
  @ApiBadRequestResponse({ description: 'A field is missing, too long or not one of the options.' })
  receive(@Body(new ZodValidationPipe(contactRequestBody.schema)) request: ContactRequest): Promise<ContactResponse> {
    return this.contact.receive(request);
  }
}
