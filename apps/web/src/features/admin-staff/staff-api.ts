import type {
  CreateStaffInput,
  CreateStaffResponse,
  SetPasswordInput,
  StaffMember,
  UpdateStaffInput,
} from '@app/shared/auth';
import { adminApi } from '../admin-shell/admin-api';

/** The owner's staff screen: GET/POST /admins, PUT/DELETE /admins/:id. */
export const staffApi = adminApi.enhanceEndpoints({ addTagTypes: ['Staff'] }).injectEndpoints({
  endpoints: (build) => ({
    staff: build.query<StaffMember[], void>({
      query: () => ({ url: '/admins' }),
      providesTags: ['Staff'],
    }),
    /** Answers the one-time link or the password shown once: the page shows it, nothing keeps it. */
    createStaff: build.mutation<CreateStaffResponse, CreateStaffInput>({
      query: (body) => ({ url: '/admins', method: 'POST', body }),
      extraOptions: { quiet: true },
      invalidatesTags: ['Staff'],
    }),
    updateStaff: build.mutation<StaffMember, { id: number; changes: UpdateStaffInput }>({
      query: ({ id, changes }) => ({ url: `/admins/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: ['Staff'],
    }),
    /** POST /auth/set-password: the invitation's one-time link (no token needed). */
    setPassword: build.mutation<{ email: string }, SetPasswordInput>({
      query: (body) => ({ url: '/auth/set-password', method: 'POST', body }),
      extraOptions: { quiet: true },
    }),
    removeStaff: build.mutation<null, number>({
      query: (id) => ({ url: `/admins/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Staff'],
    }),
  }),
});

export const {
  useStaffQuery,
  useCreateStaffMutation,
  useUpdateStaffMutation,
  useRemoveStaffMutation,
  useSetPasswordMutation,
} = staffApi;
