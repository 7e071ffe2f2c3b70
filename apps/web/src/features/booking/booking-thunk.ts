import { createAppAsyncThunk } from '../../app/hooks';
import { ApiError } from '../../lib/api-error';
import type { Language } from '../../lib/language';
import type { ServiceType } from '../catalog/service-model';

/** SPEC.md section 8 (public): what the visitor is told when the lead cannot be saved. */
export const bookingMessages = {
  saveFailed: 'There was an error saving the data. Please try again.',
} as const;

/** POST /api/bookings (ARCHITECTURE.md): the lead the admin turns into a reservation. */
export interface BookingLeadInput {
  name: string;
  lastName: string;
  email: string;
  startDate: string;
  endDate: string;
  serviceName: string;
  serviceType: ServiceType;
  serviceId: number;
  language: Language;
}

/** Saves the Book Now request; rejects with the server's message (a 400 names the field) or the fallback. */
export const submitBooking = createAppAsyncThunk(
  'booking/submit',
  async (input: BookingLeadInput, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.post<{ id: number }>('/bookings', input);
      return data;
    } catch (error) {
      const detail =
        error instanceof ApiError && error.status === 400 ? error.message : bookingMessages.saveFailed;
      return rejectWithValue(detail);
    }
  },
);
