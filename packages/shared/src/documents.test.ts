import { describe, expect, it } from 'vitest';
import {
  monthlySummaryFileName,
  pdfDownloadQuery,
  reservationPdfFileName,
  reservationPdfInput,
} from './documents.ts';

describe('file names', () => {
  it('names a reservation PDF from its id, the client last name and name, without accents', () => {
    expect(reservationPdfFileName({ id: 42, clientLastname: 'Núñez Peña', clientName: 'José' })).toBe(
      'reservation-42-nunez-pena-jose.pdf',
    );
    expect(reservationPdfFileName({ id: 7, clientLastname: '', clientName: 'Ana' })).toBe(
      'reservation-7-ana.pdf',
    );
    expect(reservationPdfFileName({ id: 7, clientLastname: '../../etc', clientName: '"x";' })).toBe(
      'reservation-7-etc-x.pdf',
    );
  });

  it('names a monthly summary as SPEC.md section 7 does', () => {
    expect(monthlySummaryFileName(2025, 3)).toBe('monthly-summary-2025-3.pdf');
  });
});

describe('PDF requests', () => {
  it('reads the download query of SPEC.md section 7, details on by default', () => {
    expect(pdfDownloadQuery.parse({})).toMatchObject({ format: 'pdf', include_details: true });
    expect(
      pdfDownloadQuery.parse({ format: 'pdf', include_details: 'false', client_name: 'José' }),
    ).toMatchObject({
      include_details: false,
      client_name: 'José',
    });
    expect(pdfDownloadQuery.safeParse({ format: 'docx' }).error?.issues[0]?.message).toBe(
      'format: only pdf is available',
    );
  });

  it('takes an empty body as "answer the PDF" and refuses a bad e-mail with SPEC.md\'s text', () => {
    expect(reservationPdfInput.parse(undefined)).toEqual({});
    expect(reservationPdfInput.parse({ email: '' })).toEqual({});
    expect(reservationPdfInput.parse({ email: ' Guest@Example.com ' })).toEqual({
      email: 'Guest@Example.com',
    });
    for (const email of ['not-an-email', 42, 'a@b']) {
      expect(reservationPdfInput.safeParse({ email }).error?.issues[0]?.message).toBe('Invalid email format');
    }
  });
});
