import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'miami-rentals';
const AUDIENCE = 'admin';
/** Guest access tokens open one reservation's guest view and nothing else (a different audience). */
const GUEST_AUDIENCE = 'guest';
const GUEST_TTL = '30d';

export interface TokenClaims {
  adminId: number;
  tokenVersion: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** Returns the claims, or null for a missing, malformed, forged or expired token. */
  verify(token: string): Promise<TokenClaims | null>;
  /** An access token to the guest view of one reservation, valid 30 days. */
  signGuest(reservationId: number): Promise<string>;
  /** The reservation id of a valid guest token, or null. */
  verifyGuest(token: string): Promise<number | null>;
}

export function createTokenService(secret: string, ttl: string): TokenService {
  const key = new TextEncoder().encode(secret);
  // The algorithm is pinned: a token signed with "none" or another algorithm is refused.
  const verified = async (token: string, audience: string) => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER, audience });
      return payload;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  };
  const signed = (
    subject: string,
    audience: string,
    expiresIn: string,
    claims: Record<string, unknown> = {},
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key);
  return {
    sign: ({ adminId, tokenVersion }) => signed(String(adminId), AUDIENCE, ttl, { ver: tokenVersion }),
    verify: async (token) => {
      const payload = await verified(token, AUDIENCE);
      const adminId = Number(payload?.sub);
      if (!payload || !Number.isInteger(adminId) || typeof payload.ver !== 'number') return null;
      return { adminId, tokenVersion: payload.ver };
    },
    signGuest: (reservationId) => signed(String(reservationId), GUEST_AUDIENCE, GUEST_TTL),
    verifyGuest: async (token) => {
      const payload = await verified(token, GUEST_AUDIENCE);
      const reservationId = Number(payload?.sub);
      return payload && Number.isInteger(reservationId) && reservationId > 0 ? reservationId : null;
    },
  };
}

/** JWT_SECRET when set; otherwise a secret generated once and kept in the data directory. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
