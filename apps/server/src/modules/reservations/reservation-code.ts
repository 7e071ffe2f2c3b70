import { randomInt } from 'node:crypto';
import {
  RESERVATION_CODE_ALPHABET,
  RESERVATION_CODE_LENGTH,
  RESERVATION_CODE_PREFIX,
} from '@app/shared/reservations';

/**
 * A fresh public code such as MIA-7K3QXD: 31^6 (about 887 million) codes from an alphabet without
 * look-alikes, drawn with a cryptographic generator so codes cannot be guessed from one another.
 * Uniqueness is the database's (reservations_code_unique); a collision is retried by the caller.
 */
export function generateReservationCode(): string {
  let code = RESERVATION_CODE_PREFIX;
  for (let i = 0; i < RESERVATION_CODE_LENGTH; i++) {
    code += RESERVATION_CODE_ALPHABET[randomInt(RESERVATION_CODE_ALPHABET.length)];
  }
  return code;
}
