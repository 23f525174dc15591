import type { ContactRequest, ContactResponse } from '@gentlebowl/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ContactMessageEntity } from './contact-message.entity.js';

export const MESSAGE_RECEIVED = "Thank you for contacting us. We'll get back to you soon.";

@Injectable()
export class ContactService {
  constructor(@InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>) {}

  async receive(request: ContactRequest): Promise<ContactResponse> {
    await this.messages.insert({
      name: request.name,
      email: request.email,
      subject: request.subject,
      message: request.message,
    });
    return { message: MESSAGE_RECEIVED };
  }
}
