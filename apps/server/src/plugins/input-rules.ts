import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refuseControlCharacters } from '../lib/control-characters.ts';

/**
 * Rules every text input of the API obeys, whatever its route's schema says (issue 20): checked
 * before the schemas run, on the query string, the path parameters and the JSON body. Multipart
 * forms are read by their handler and checked there (readMultipartForm).
 */
export const inputRulesPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      refuseControlCharacters(request.query, 'querystring');
      refuseControlCharacters(request.params, 'params');
      refuseControlCharacters(request.body, 'body');
    });
  },
  { name: 'input-rules' },
);
