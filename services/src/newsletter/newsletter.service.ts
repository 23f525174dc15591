import type { NewsletterResponse } from '@gentlebowl/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to our newsletter.';

@Injectable()
export class NewsletterService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Subscribes a normalized address. A second sign-up is a success that adds nothing and answers
   * exactly like the first, so the endpoint never reveals who is subscribed. ON CONFLICT keeps
   * concurrent identical sign-ups to one row without an error.
   */
  async subscribe(email: string): Promise<NewsletterResponse> {
    await this.dataSource.query(
      'INSERT INTO newsletter_subscriptions (email) VALUES ($1) ON CONFLICT (email) DO NOTHING',
      [email],
    );
    return { message: SUBSCRIBED_MESSAGE };
  }
}
