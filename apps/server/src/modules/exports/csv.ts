/*
 * CSV as RFC 4180 writes it, for spreadsheets: fields quoted when they hold a comma, a quote or a line
 * break, lines ended by CRLF, and a byte-order mark first so Excel reads the file as UTF-8.
 */

export const CSV_BOM = '\uFEFF';

export type CsvCell = string | number | null | undefined;

// A spreadsheet runs a cell that starts with one of these as a formula ("CSV injection", OWASP): a
// guest's name like "=HYPERLINK(...)" must stay text. A leading apostrophe makes it text. A phone
// number ("+1 (305) 555-0101") calls no function and is left as written.
const FORMULA_START = /^[=+\-@\t\r]/;
const PHONE_LIKE = /^[+-][\d\s().-]*$/;

function field(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) && !PHONE_LIKE.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (with its CRLF). Numbers are written as they are, so a negative amount stays a number. */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(field).join(',')}\r\n`;
}
