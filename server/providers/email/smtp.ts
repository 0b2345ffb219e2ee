import nodemailer from 'nodemailer';
import type { EmailProvider, Mail } from './types';

/** Sends mail through the SMTP server named by SMTP_URL. */
export class SmtpEmail implements EmailProvider {
  private transport: nodemailer.Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(mail: Mail) {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
  }
}
