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
  useSaveOwnerSettingsMutation,
} = settingsApi;
