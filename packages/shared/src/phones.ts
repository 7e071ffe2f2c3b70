// ---------------------------------------------------------------------------------------------------
// Phones and chat links (SPEC.md section 2, footer). No imports: the public web pages use these, and
// site.ts (which re-exports them) would bring zod into their download.
// ---------------------------------------------------------------------------------------------------

/**
 * '+1 (305) 555-0123' for 11 digits starting with 1, '+54 9 1155 55-0123' for 13 digits starting with 54;
 * anything else is returned unchanged. Separators in the input are ignored when counting digits.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  let match = /^1(\d{3})(\d{3})(\d{4})$/.exec(digits);
  if (match) return `+1 (${match[1]}) ${match[2]}-${match[3]}`;
  match = /^54(\d)(\d{4})(\d{2})(\d{4})$/.exec(digits);
  if (match) return `+54 ${match[1]} ${match[2]} ${match[3]}-${match[4]}`;
  return phone;
}

/** A WhatsApp chat with `number` (any formatting; only its digits count), optionally with a prefilled text. */
export function whatsappUrl(number: string, text?: string): string {
  const base = `https://wa.me/${number.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
