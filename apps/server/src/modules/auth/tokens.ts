import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'miami-rentals';
const AUDIENCE = 'admin';
/** Guest access tokens open one reservation's guest view and nothing else (a different audience). */
const GUEST_AUDIENCE = 'guest';
const GUEST_TTL = '30d';
/** Verified admin tokens remembered: a verification costs ~55 µs on every admin request otherwise. */
const VERIFIED_TOKENS_KEPT = 1000;

export interface TokenClaims {
  adminId: number;
  tokenVersion: number;
}

/** A verified admin token: its claims, its own id (what logout revokes) and when it expires. */
export interface VerifiedToken extends TokenClaims {
  jti: string;
  expiresAt: Date;
}

/** What a guest access token grants: one reservation, for as long as it is this client's. */
export interface GuestAccess {
  reservationId: number;
  clientId: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** Returns the claims, or null for a missing, malformed, forged or expired token. */
  verify(token: string): Promise<VerifiedToken | null>;
  /** An access token to the guest view of one reservation, held by its client; valid 30 days. */
  signGuest(access: GuestAccess): Promise<string>;
  /** What a valid guest token grants, or null. */
  verifyGuest(token: string): Promise<GuestAccess | null>;
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
  // Only tokens that passed: the exact string was signed with the key, so it stays good until its exp.
  const verifiedTokens = new Map<string, { claims: VerifiedToken; expiresAt: number }>();
  return {
    sign: ({ adminId, tokenVersion }) =>
      signed(String(adminId), AUDIENCE, ttl, { ver: tokenVersion, jti: randomUUID() }),
    verify: async (token) => {
      const known = verifiedTokens.get(token);
      if (known && Date.now() < known.expiresAt) return known.claims;
      verifiedTokens.delete(token);
      const payload = await verified(token, AUDIENCE);
      const adminId = Number(payload?.sub);
      // Every token carries its own id (jti) and an expiry: without them it could not be logged out.
      if (!payload || !Number.isInteger(adminId) || typeof payload.ver !== 'number') return null;
      if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
      const claims = {
        adminId,
        tokenVersion: payload.ver,
        jti: payload.jti,
        expiresAt: new Date(payload.exp * 1000),
      };
      if (verifiedTokens.size >= VERIFIED_TOKENS_KEPT) verifiedTokens.clear();
      verifiedTokens.set(token, { claims, expiresAt: payload.exp * 1000 });
      return claims;
    },
    signGuest: ({ reservationId, clientId }) =>
      signed(String(reservationId), GUEST_AUDIENCE, GUEST_TTL, { cid: clientId }),
    verifyGuest: async (token) => {
      const payload = await verified(token, GUEST_AUDIENCE);
      const reservationId = Number(payload?.sub);
      const clientId = payload?.cid;
      if (!payload || !Number.isInteger(reservationId) || reservationId <= 0) return null;
      return typeof clientId === 'number' ? { reservationId, clientId } : null;
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
