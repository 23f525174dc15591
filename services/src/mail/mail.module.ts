import { type DynamicModule, Global, Module } from '@nestjs/common';
import nodemailer from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MAIL_TRANSPORT, Mailer, type MailTransport } from './mailer.js';

/** The Mailer, everywhere. Mail goes to the SMTP relay of SMTP_URL unless a transport is given (tests). */
@Global()
@Module({})
export class MailModule {
  static forRoot(transport?: MailTransport): DynamicModule {
    const transportProvider = transport
      ? { provide: MAIL_TRANSPORT, useValue: transport }
      : {
          provide: MAIL_TRANSPORT,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig): MailTransport => nodemailer.createTransport(config.mail.smtpUrl),
        };
    return { module: MailModule, providers: [transportProvider, Mailer], exports: [Mailer] };
  }
}
