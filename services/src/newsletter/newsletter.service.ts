import type { NewsletterResponse } from '@gentlebowl/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to our newsletter.';

@Injectable()
export class NewsletterService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Subscribes a normalized address. A second sign-up is a success that adds no row and answers
   * exactly like the first, so the endpoint never reveals who is subscribed: not by its answer, and
   * not by its time either, since both paths write a row version (a new row, or last_signed_up_at)
   * and wait for the same commit. ON CONFLICT keeps concurrent identical sign-ups to one row.
   */
  async subscribe(email: string): Promise<NewsletterResponse> {
    await this.dataSource.query(
      'INSERT INTO newsletter_subscriptions (email) VALUES ($1) ON CONFLICT (email) DO UPDATE SET last_signed_up_at = now()',
      [email],
    );
    return { message: SUBSCRIBED_MESSAGE };
  }
}
