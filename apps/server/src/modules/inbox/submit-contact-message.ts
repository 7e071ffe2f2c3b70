import type { contactInput } from '@app/shared/inbox';
import type { Language } from '@app/shared/site';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { loadBusiness } from '../documents/business.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { renderContactMail } from '../mail/templates/business-mails.ts';
import { contactMessagesRepository } from './inbox.repository.ts';

type ContactMessageRow = Awaited<ReturnType<typeof contactMessagesRepository.insert>>;
type Log = Pick<FastifyBaseLogger, 'debug'>;

/**
 * Tells the business a visitor wrote (ARCHITECTURE.md: contact messages are "stored and e-mailed to the
 * business"): the e-mail is queued in the outbox with `tx`, in the transaction that stores the message,
 * so neither exists without the other. It goes to BUSINESS_EMAIL (else the site's e-mail), in Spanish,
 * with Reply-To set to the visitor.
 */
export async function notifyBusinessOfContact(tx: Tx, message: ContactMessageRow, log: Log): Promise<void> {
  const business = await loadBusiness(tx);
  const mail = renderContactMail(message, business, 'es');
  const queued = await enqueueMail(tx, {
    kind: 'contact',
    to: null,
    replyTo: message.email,
    ...mail,
    language: 'es',
    reference: `contact:${message.id}`,
  });
  log.debug({ contactMessageId: message.id, outboxId: queued.id }, 'contact message e-mail queued');
}

/** Stores a contact message and notifies the business, in one transaction. */
export function submitContactMessage(
  db: DbOrTx,
  input: z.output<typeof contactInput>,
  context: { language: Language; log: Log },
) {
  const { language: _fromBody, ...fields } = input;
  return db.transaction(async (tx) => {
    const message = await contactMessagesRepository.insert(tx, { ...fields, language: context.language });
    await notifyBusinessOfContact(tx, message, context.log);
    return message;
  });
}
