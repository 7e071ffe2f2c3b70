/** The client-side error messages of SPEC.md section 8; pages word them by code (lib/error-text.ts). */
export const apiMessages = {
  unauthorized: 'Unauthorized: Please log in again.',
  generic: 'An error occurred',
  noResponse: 'No response received from server',
  requestSetup: 'Error setting up the request',
} as const;
