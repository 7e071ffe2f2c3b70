import { createAppAsyncThunk } from '../../app/hooks';
import { toErrorMessage } from '../../lib/api-error';
import type { toContactInput } from './contact-validation';

/** POST /api/contact: the message is stored for the business and e-mailed to it. */
export const sendContactMessage = createAppAsyncThunk(
  'contact/send',
  async (input: ReturnType<typeof toContactInput>, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.post<{ id: number }>('/contact', input);
      return data;
    } catch (error) {
      return rejectWithValue(toErrorMessage(error));
    }
  },
);
