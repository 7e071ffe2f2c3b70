import { CLIENT_EMAIL_TAKEN, USER_ID_REQUIRED } from '@app/shared/clients';
import { UNSUPPORTED_IMAGE_TYPE } from '@app/shared/images';
import { mailMessages } from '@app/shared/mail';
import { PHONE_INVALID } from '@app/shared/phone-numbers';

/**
 * The fallback messages of the back-office's calls (SPEC.md section 8 names the users' ones; the others
 * follow the same pattern). Slices store them in English like the API's messages; the snackbar and the
 * pages show them translated (useAdminErrorText).
 */
export const adminMessages = {
  fetchUsers: 'Error fetching users',
  fetchUser: 'Error fetching user by id',
  createUser: 'Error creating user',
  updateUser: 'Error updating user',
  deleteUser: 'Error deleting user',
  userIdRequired: USER_ID_REQUIRED,
  fetchServices: 'Error fetching services',
  fetchService: 'Error fetching service by id',
  fetchApartment: 'Error fetching apartment by id',
  createService: 'Error creating service',
  updateService: 'Error updating service',
  deleteService: 'Error deleting service',
  fetchCalendar: 'Error fetching the calendar sync',
  updateCalendar: 'Error updating the calendar sync',
  uploadImages: 'Error uploading images',
  fetchReviews: 'Error fetching reviews',
  updateReview: 'Error updating review',
  deleteReview: 'Error deleting review',
  fetchMessages: 'Error fetching messages',
  fetchBookings: 'Error fetching booking requests',
  updateInbox: 'Error updating the inbox',
  deleteInbox: 'Error deleting from the inbox',
  fetchDashboard: 'Error fetching the summary',
  fetchReservations: 'Error fetching reservations',
  fetchPayments: 'Error fetching payments',
  fetchEmails: 'Error fetching e-mails',
  fetchEmail: 'Error fetching the e-mail',
  retryEmail: 'Error queuing the e-mail again',
  saveEmailSettings: 'Error saving the e-mail settings',
} as const;

/** Messages the API answers that the back-office shows translated (the rest are shown as they came). */
export const serverMessages = {
  emailTaken: CLIENT_EMAIL_TAKEN,
  phoneInvalid: PHONE_INVALID,
  unsupportedImage: UNSUPPORTED_IMAGE_TYPE,
  clientHasReservations: 'This client has reservations and cannot be deleted. Delete or reassign them first.',
  userNotFound: 'User not found',
  serviceNotFound: 'Service not found',
  reviewNotFound: 'Review not found',
  messageNotFound: 'Contact message not found',
  bookingNotFound: 'Booking request not found',
  noUserData: 'No data provided to update the user',
  noServiceData: 'No data provided to update the service',
  emailNotFound: mailMessages.messageNotFound,
  retryOnlyFailed: mailMessages.retryOnlyFailed,
} as const;

type MessageName = keyof typeof adminMessages | keyof typeof serverMessages;

const keyByMessage = new Map<string, MessageName>(
  [...Object.entries(adminMessages), ...Object.entries(serverMessages)].map(
    ([name, message]) => [message, name as MessageName] as const,
  ),
);

/** The admin:errors key of a known message, or undefined. */
export function adminMessageKey(message: string): MessageName | undefined {
  return keyByMessage.get(message);
}

/**
 * A service that other records need cannot be deleted: the API says which ("... because reservations
 * refer to it ..."). Returns the table named, or '' when it names none, or undefined for other messages.
 */
export function serviceInUseBy(message: string): string | undefined {
  const match = /^This service cannot be deleted because (.+?) refers? to it\./.exec(message);
  if (!match) return undefined;
  return match[1] === 'other records' ? '' : (match[1] ?? '');
}
