import nodemailer from 'nodemailer';
import type { MailTransport } from './outbox-worker.ts';

/**
 * nodemailer over SMTP_URL (smtp://user:pass@host:587 or smtps://...:465). One connection per message:
 * at the product's volume that costs nothing, and a server that restarts between two messages needs no
 * pool recovery. The timeouts keep a dead server from holding a message near its lease.
 */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    sendMail: async (message) => {
      const info = await transporter.sendMail(message);
      return { messageId: info.messageId, response: info.response };
    },
    close: () => transporter.close(),
  };
}
