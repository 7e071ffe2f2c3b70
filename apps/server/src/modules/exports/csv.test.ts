import { describe, expect, it } from 'vitest';
import { csvLine } from './csv.ts';

describe('csvLine', () => {
  it('quotes only the fields that need it and ends with CRLF', () => {
    expect(csvLine(['Ana', 'García, Jr.', 'say "hi"', 'two\nlines', 12.5, null])).toBe(
      'Ana,"García, Jr.","say ""hi""","two\nlines",12.5,\r\n',
    );
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(csvLine(['=HYPERLINK("http://x")', '+cmd|x', '-x', '@SUM(A1)'])).toBe(
      `"'=HYPERLINK(""http://x"")",'+cmd|x,'-x,'@SUM(A1)\r\n`,
    );
  });

  it('leaves phone numbers as written', () => {
    expect(csvLine(['+1 (305) 555-0101'])).toBe('+1 (305) 555-0101\r\n');
  });

  it('writes negative amounts as numbers, not as guarded text', () => {
    expect(csvLine([-100, 0])).toBe('-100,0\r\n');
  });
});
