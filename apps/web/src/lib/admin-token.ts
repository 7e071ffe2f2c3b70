/** The admin's bearer token lives in localStorage under this key (SPEC.md section 9). */
export const ADMIN_TOKEN_KEY = 'adminToken';

// localStorage is missing on the server and throws in some private-browsing modes.
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getAdminToken(): string | null {
  return storage()?.getItem(ADMIN_TOKEN_KEY) ?? null;
}

export function setAdminToken(token: string): void {
  storage()?.setItem(ADMIN_TOKEN_KEY, token);
}

export function clearAdminToken(): void {
  storage()?.removeItem(ADMIN_TOKEN_KEY);
}
