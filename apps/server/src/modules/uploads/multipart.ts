import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { refuseControlCharacters } from '../../lib/control-characters.ts';
import { MAX_IMAGE_BYTES, tooLarge } from './images.ts';

/** The form field that carries image files (ARCHITECTURE.md, "Data"). */
export const IMAGES_FIELD = 'images';
export const MAX_FILES_PER_REQUEST = 20;
const MAX_FIELD_BYTES = 100 * 1024;

/**
 * Multipart parsing for the plugin that calls it (uploads, services): registered inside that plugin's
 * scope, so every other route keeps refusing multipart bodies with 415.
 */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: MAX_FILES_PER_REQUEST,
      fields: 100,
      fieldSize: MAX_FIELD_BYTES,
      parts: 200,
    },
  });
}

export interface MultipartForm {
  /** Text fields; a field sent several times keeps every value, in order. */
  fields: Record<string, string[]>;
  files: { field: string; filename: string; bytes: Buffer }[];
}

function limitError(error: unknown): AppError | null {
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE': {
      const filename = (error as { part?: { filename?: string } }).part?.filename;
      return tooLarge(filename ? `The image "${filename}"` : 'The image');
    }
    case 'FST_FILES_LIMIT':
      return new AppError(
        'TOO_MANY_FILES',
        `Too many files: at most ${MAX_FILES_PER_REQUEST} images per request`,
        { max: MAX_FILES_PER_REQUEST },
      );
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('TOO_MANY_FIELDS', 'Too many form fields');
    case 'FST_PROTO_VIOLATION':
      return new AppError('MALFORMED_MULTIPART', 'Invalid form field name');
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError('UPLOAD_INTERRUPTED', 'The upload was interrupted');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new AppError('MALFORMED_MULTIPART', 'A form field declared as JSON is not valid JSON');
    default:
      return null;
  }
}

/**
 * Reads a whole multipart form: text fields and the files of `fileField` (into memory: at most
 * 20 x 10 MB, admin-only routes). Any other file field is refused rather than silently dropped.
 */
export async function readMultipartForm(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== fileField) {
          throw new AppError(
            'MALFORMED_MULTIPART',
            `Unexpected file in the field "${part.fieldname}": send images in "${fileField}"`,
          );
        }
        // A part with no file chosen (browsers send an empty part for an empty file input).
        if (bytes.length === 0 && !part.filename) continue;
        form.files.push({ field: part.fieldname, filename: part.filename, bytes });
      } else {
        if (part.valueTruncated)
          throw new AppError('FIELD_TOO_LONG', `The field "${part.fieldname}" is too long`, {
            field: part.fieldname,
          });
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        form.fields[part.fieldname] = [...(form.fields[part.fieldname] ?? []), value];
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const mapped = limitError(error);
    if (mapped) throw mapped;
    if (error instanceof Error && /multipart|part terminated|unexpected end/i.test(error.message)) {
      throw new AppError('MALFORMED_MULTIPART', 'Malformed multipart body');
    }
    throw error;
  }
  const texts = Object.entries(form.fields).map(([name, values]) => [name, values.join('\n')]);
  refuseControlCharacters(Object.fromEntries(texts), 'body');
  return form;
}
