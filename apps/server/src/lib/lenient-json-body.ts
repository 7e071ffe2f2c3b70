import type { FastifyInstance } from 'fastify';

/**
 * SPEC.md's client posts some calls with an empty body (POST /reservations/{id}/pdf, .../send,
 * send-notification, "sync now") and may still send `Content-Type: application/json`, which Fastify
 * refuses by default. For the whole API an empty JSON body reads as "no body" (a route that needs one
 * still answers 400 from its schema); anything else goes to Fastify's own parser, with its
 * prototype-poisoning protection, and malformed JSON is still a 400 'Malformed JSON body'.
 */
export function acceptEmptyJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
