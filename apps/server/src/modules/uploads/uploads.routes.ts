import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { matchesEtag } from './etag.ts';
import { imagesRepository } from './images.repository.ts';
import { type ProcessedImage, processImage, saveImage } from './images.ts';
import { IMAGES_FIELD, readMultipartForm, registerMultipart } from './multipart.ts';

const IMAGE_FILE = /^([0-9a-f]{64})\.webp$/;

export const uploadResponse = z.object({ images: z.array(z.string()) });

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);

  app.get(
    '/uploads/:file',
    {
      config: { public: true },
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded image (WebP); its URL is named by the hash of its bytes',
        params: z.object({ file: z.string() }),
        response: {
          200: z.any().describe('The image bytes, image/webp'),
          304: z.undefined().describe('Not modified'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const hash = IMAGE_FILE.exec(request.params.file)?.[1];
      const image = hash ? await imagesRepository.findByHash(app.db, hash) : undefined;
      if (!image) throw AppError.notFound('Image not found');
      // The URL names the content, so the bytes behind it never change: cache for a year.
      const etag = `"${image.hash}"`;
      reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(undefined);
      return reply.type(image.mimeType).send(image.bytes);
    },
  );

  app.post(
    '/uploads',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Upload images (multipart, field "images", up to 20 files of 10 MB)',
        description:
          'JPEG, PNG, WebP, AVIF or GIF (first frame). Each image is resized to at most 1600 px wide, ' +
          'converted to WebP and stripped of metadata. Answers the URLs to put in a service\'s "images".',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: { 201: uploadResponse, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError(415, `Send the images as multipart/form-data in the field "${IMAGES_FIELD}"`);
      }
      const form = await readMultipartForm(request, IMAGES_FIELD);
      if (form.files.length === 0)
        throw AppError.badRequest(`No images were sent in the field "${IMAGES_FIELD}"`);
      const processed: ProcessedImage[] = [];
      for (const file of form.files) processed.push(await processImage(file.bytes));
      const saved = await app.db.transaction(async (tx) => {
        const urls: string[] = [];
        for (const image of processed) urls.push((await saveImage(tx, image)).url);
        return urls;
      });
      return reply.code(201).send({ images: saved });
    },
  );
};
