import type { ListingReviewsStatus } from '@app/shared/listing-reviews';
import type { MailStatusResponse } from '@app/shared/mail';
import type { SiteContent } from '@app/shared/site';
import type { OwnerSettings } from '@app/shared/site-settings';
import { adminApi } from '../admin-shell/admin-api';

/** The business content (GET/PUT /site) and the owner's switches (GET/PUT /settings). */
export const settingsApi = adminApi
  .enhanceEndpoints({ addTagTypes: ['Site', 'OwnerSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      siteContent: build.query<SiteContent, void>({
        query: () => ({ url: '/site' }),
        providesTags: ['Site'],
      }),
      saveSiteContent: build.mutation<SiteContent, SiteContent>({
        query: (body) => ({ url: '/site', method: 'PUT', body }),
        // The form shows a refusal field by field.
        extraOptions: { quiet: true },
        invalidatesTags: ['Site'],
      }),
      /** Whether e-mail (SMTP) and Google are set up, shown plainly beside the content. */
      setupStatus: build.query<{ mail: MailStatusResponse; google: ListingReviewsStatus }, void>({
        async queryFn(_arg, _api, _options, baseQuery) {
          const [mail, google] = await Promise.all([
            baseQuery({ url: '/mail/status' }),
            baseQuery({ url: '/google-mybusiness/status' }),
          ]);
          if (mail.error) return { error: mail.error };
          if (google.error) return { error: google.error };
          return {
            data: { mail: mail.data as MailStatusResponse, google: google.data as ListingReviewsStatus },
          };
        },
      }),
      ownerSettings: build.query<OwnerSettings, void>({
        query: () => ({ url: '/settings' }),
        providesTags: ['OwnerSettings'],
      }),
      saveOwnerSettings: build.mutation<OwnerSettings, OwnerSettings>({
        query: (body) => ({ url: '/settings', method: 'PUT', body }),
        invalidatesTags: ['OwnerSettings'],
      }),
    }),
  });

export const {
  useSiteContentQuery,
  useSaveSiteContentMutation,
  useOwnerSettingsQuery,
  useSetupStatusQuery,
  useSaveOwnerSettingsMutation,
} = settingsApi;
