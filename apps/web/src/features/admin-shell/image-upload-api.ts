import { adminApi } from './admin-api';
import { adminMessages } from './admin-messages';

/** What POST /uploads takes (the server checks the bytes again: a renamed file is refused there). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

// Two screens upload pictures: a service's photos and the site's pictures in the settings.
export const imageUploadApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /uploads with one image: the server checks it by content, resizes it and answers its URL.
     * One request per file, so each photo shows its own progress and its own failure (beside it: quiet).
     */
    uploadImage: build.mutation<string, File>({
      async queryFn(file, _api, _extraOptions, baseQuery) {
        const form = new FormData();
        form.append('images', file, file.name);
        // Not JSON: the browser writes the multipart boundary itself.
        const result = await baseQuery({
          url: '/uploads',
          method: 'POST',
          body: form,
          headers: { 'Content-Type': 'multipart/form-data' },
        });
        if (result.error) return { error: result.error, meta: result.meta };
        const url = (result.data as { images?: string[] }).images?.[0];
        return url
          ? { data: url }
          : {
              error: { message: adminMessages.uploadImages, status: undefined },
              meta: { headers: {}, quiet: true },
            };
      },
      extraOptions: { fallback: adminMessages.uploadImages, quiet: true },
    }),
  }),
});

export const { useUploadImageMutation } = imageUploadApi;
