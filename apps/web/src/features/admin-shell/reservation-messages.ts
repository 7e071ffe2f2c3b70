import { mailMessages } from '@app/shared/mail';
import {
  PAYMENT_AMOUNT_POSITIVE,
  PAYMENT_AMOUNT_REQUIRED,
  RESERVATION_ID_REQUIRED_ES,
} from '@app/shared/payments';
import { reservationMessages } from '@app/shared/reservations';

/**
 * The messages of the reservation calls (SPEC.md sections 5 and 8). The slice stores them in English,
 * as the API speaks; the pages show them translated through useReservationErrorText.
 */
export const reservationFallbacks = {
  fetchReservations: 'Error fetching reservations',
  fetchReservationById: 'Error fetching reservation by id',
  fetchReservation: 'Error fetching reservation',
  createReservation: 'Error creating reservation',
  updateReservation: 'Error updating reservation',
  deleteReservation: 'Error deleting reservation',
  registerPayment: 'Error registering payment',
  fetchReservationPayments: 'Error fetching reservation payments',
  generatePdf: 'Error generating PDF',
  downloadPdf: 'Error downloading PDF',
  sendPdfByEmail: 'Error sending PDF by email',
  searchReservations: 'Error searching reservations',
  updatePaymentStatus: 'Error updating payment status',
  registerSimplePayment: 'Error registering simple payment',
  updateParkingFee: 'Error updating parking fee',
  updateCleaningFee: 'Error updating cleaning fee',
  updateOtherExpenses: 'Error updating other expenses',
  updateFees: 'Error updating fees',
  deletePayment: 'Error deleting payment',
  fetchUnits: 'Error fetching apartment by id',
  fetchAvailability: 'Error fetching availability',
  searchClients: 'Error fetching users',
} as const;

/** The payments screen's calls (SPEC.md section 8). */
export const paymentFallbacks = {
  fetchAllPayments: 'Error fetching all payments',
  fetchPaymentById: 'Error fetching payment by id',
  createPayment: 'Error creating payment',
  updatePayment: 'Error updating payment',
  deletePayment: 'Error deleting payment',
  noPaymentData: 'No data provided to update the payment',
} as const;

/** DELETE /reservations/:id (SPEC.md section 8). */
export const deleteMessages = {
  relatedData: reservationMessages.relatedData,
  badRequest: 'Bad request when deleting reservation',
  forbidden: 'Not authorized to delete this reservation',
  notFound: reservationMessages.notFound,
  server: 'Server error while deleting reservation',
} as const;

/** POST /reservations/:id/send-notification (SPEC.md section 8). */
export const notificationMessages = {
  noEmail: mailMessages.noEmail,
  invalidEmail: mailMessages.invalidEmail,
  invalidType: mailMessages.invalidType,
  badRequest: 'Error in the request',
  server: 'Server error sending the notification',
  fallback: 'Error sending the confirmation',
} as const;

/** Client-side checks of SPEC.md section 5, besides those of the shared schema. */
export const validationMessages = {
  ...reservationMessages,
  paymentAmountRequired: PAYMENT_AMOUNT_REQUIRED,
  paymentAmountPositive: PAYMENT_AMOUNT_POSITIVE,
  reservationIdRequiredEs: RESERVATION_ID_REQUIRED_ES,
  noToken: 'No authentication token available. Please log in again.',
} as const;

const catalogue = {
  ...reservationFallbacks,
  ...paymentFallbacks,
  ...validationMessages,
  deleteBadRequest: deleteMessages.badRequest,
  deleteForbidden: deleteMessages.forbidden,
  deleteServer: deleteMessages.server,
  notificationNoEmail: notificationMessages.noEmail,
  notificationInvalidEmail: notificationMessages.invalidEmail,
  notificationInvalidType: notificationMessages.invalidType,
  notificationBadRequest: notificationMessages.badRequest,
  notificationServer: notificationMessages.server,
  notificationFallback: notificationMessages.fallback,
  suggestedActionOnDelete:
    'Cancel the reservation instead (its dates become free again), or delete its payments first.',
  paymentNotFound: 'Payment not found',
  noSuchClient: 'clientId: there is no client with this id',
  noSuchApartment: 'apartmentId: there is no apartment or villa with this id',
} as const;

export type ReservationMessageName = keyof typeof catalogue;

const nameByMessage = new Map<string, ReservationMessageName>(
  Object.entries(catalogue).map(([name, message]) => [message, name as ReservationMessageName] as const),
);

/** The admin-reservations:errors key of a message this feature knows, or undefined. */
export function reservationMessageKey(message: string): ReservationMessageName | undefined {
  return nameByMessage.get(message);
}

/** The generic part of a schema message ('pricePerNight: must be a number'), for a translated text. */
export type FieldRule =
  | { rule: 'number' | 'notNegative' | 'positive' | 'notZero' | 'twoDecimals' | 'email' | 'date' }
  | { rule: 'max' | 'maxLength'; count: number };

export function fieldRuleOf(message: string): FieldRule | undefined {
  const match = /^[\w.]+: (.+)$/.exec(message);
  const text = match?.[1];
  if (!text) return undefined;
  if (text === 'must be a number') return { rule: 'number' };
  if (text === 'must not be negative') return { rule: 'notNegative' };
  if (text === 'must be greater than 0') return { rule: 'positive' };
  if (text === 'must not be zero') return { rule: 'notZero' };
  if (text === 'must have at most 2 decimals') return { rule: 'twoDecimals' };
  if (text === 'must be an e-mail address') return { rule: 'email' };
  if (text.startsWith('must be a date')) return { rule: 'date' };
  const characters = /^must be at most (\d+) characters$/.exec(text);
  if (characters) return { rule: 'maxLength', count: Number(characters[1]) };
  const most = /^must be at most (\d+)$/.exec(text);
  if (most) return { rule: 'max', count: Number(most[1]) };
  return undefined;
}
