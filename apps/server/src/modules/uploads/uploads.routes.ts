import { IMAGE_WIDTHS, type ImageWidth } from '@app/shared/images';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { matchesEtag } from './etag.ts';
import { ImageVariants } from './image-variants.ts';
import { imagesRepository } from './images.repository.ts';
import { type ProcessedImage, processImage, saveImage } from './images.ts';
import { IMAGES_FIELD, readMultipartForm, registerMultipart } from './multipart.ts';

const IMAGE_FILE = /^([0-9a-f]{64})\.webp$/;

export const uploadResponse = z.object({ images: z.array(z.string()) });

const imageWidth = z
  .enum(IMAGE_WIDTHS.map(String) as [string, ...string[]])
  .transform((value) => Number(value) as ImageWidth);

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const variants = new ImageVariants();

  app.get(
    '/uploads/:file',
    {
      config: { public: true },
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded image (WebP); its URL is named by the hash of its bytes',
        description: `With \`w\` (${IMAGE_WIDTHS.join(', ')}): the same picture that many pixels wide (as stored when it is narrower).`,
        params: z.object({ file: z.string() }),
        querystring: z.object({ w: imageWidth.optional() }),
        response: {
          200: z.any().describe('The image bytes, image/webp'),
          304: z.undefined().describe('Not modified'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const hash = IMAGE_FILE.exec(request.params.file)?.[1];
      const { w: width } = request.query;
      // Asked of the database on every request, copies too: a deleted image must not outlive it.
      if (!hash || !(await imagesRepository.existing(app.db, [hash])).has(hash)) {
        throw new AppError('IMAGE_NOT_FOUND', 'Image not found');
      }
      // The URL names the content, so the bytes behind it never change: cache for a year.
      const etag = `"${hash}${width ? `-${width}` : ''}"`;
      const cacheForever = () =>
        reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
      if (matchesEtag(request.headers['if-none-match'], etag))
        return cacheForever().code(304).send(undefined);
      const stored = async () => (await imagesRepository.findByHash(app.db, hash))?.bytes;
      const bytes = width ? await variants.get(hash, width, stored) : await stored();
      // Deleted between the two questions.
      if (!bytes) throw new AppError('IMAGE_NOT_FOUND', 'Image not found');
      return cacheForever().type('image/webp').send(bytes);
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
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          `Send the images as multipart/form-data in the field "${IMAGES_FIELD}"`,
        );
      }
      const form = await readMultipartForm(request, IMAGES_FIELD);
      if (form.files.length === 0)
        throw new AppError('NO_IMAGES_SENT', `No images were sent in the field "${IMAGES_FIELD}"`);
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
