import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export const pdfBody = z.any().describe('The PDF (application/pdf)');

/** Sends a file to save: Content-Disposition attachment with an ASCII name and its UTF-8 form. */
export function sendPdf(reply: FastifyReply, content: Buffer, fileName: string) {
  return reply
    .type('application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('content-length', content.length)
    .send(content);
}
