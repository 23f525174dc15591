import type { ContactRequest, ContactResponse } from '@gentlebowl/contracts';
import { Body, Controller, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiTags,
} from '@nestjs/swagger';
import { RateLimited } from '../common/rate-limits.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ContactService } from './contact.service.js';
import { contactRequestBody } from './dto/contact-request.dto.js';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @RateLimited('writes')
  @ApiBody({ schema: { ...contactRequestBody.openApi, example: contactRequestBody.example } })
  @ApiCreatedResponse({ description: 'The message is stored.' })
  @ApiBadRequestResponse({ description: 'A field is missing, too long or not one of the options.' })
  receive(@Body(new ZodValidationPipe(contactRequestBody.schema)) request: ContactRequest): Promise<ContactResponse> {
    return this.contact.receive(request);
  }
}
