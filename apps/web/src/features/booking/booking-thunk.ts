import { createCodedThunk } from '../../app/hooks';
import { ApiError, toStoredError } from '../../lib/api-error';
import type { Language } from '../../lib/language';
import type { ServiceType } from '../catalog/service-model';

/**
 * POST /api/bookings (ARCHITECTURE.md): the lead the admin turns into a reservation. A stay names its
 * dates; a charter its start (an ISO instant) and hours; a car its pickup and return instants.
 */
export interface BookingLeadInput {
  name: string;
  lastName: string;
  email: string;
  /** Optional; the server keeps it in E.164 or answers 400 on the field. */
  phone?: string;
  startDate?: string;
  endDate?: string;
  startAt?: string;
  hours?: number;
  endAt?: string;
  serviceName: string;
  serviceType: ServiceType;
  serviceId: number;
  language: Language;
}

/**
 * Saves the Book Now request. A refusal the server explains (a 4xx: a field, too many requests) rejects
 * with it, to be shown after SPEC.md section 8's 'Error saving user data:'; any other failure rejects
 * with nothing to add to 'There was an error saving the data. Please try again.'.
 */
export const submitBooking = createCodedThunk(
  'booking/submit',
  async (input: BookingLeadInput, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.post<{ id: number }>('/bookings', input);
      return data;
    } catch (error) {
      const explained = error instanceof ApiError && error.status !== undefined && error.status < 500;
      if (!explained) throw error;
      return rejectWithValue(toStoredError(error));
    }
  },
);
