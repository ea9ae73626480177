import { jwtVerify, SignJWT } from 'jose';
import { generateSecret, generateURI, verify } from 'otplib';

const TICKET_TTL_SECONDS = 300;

/**
 * The ticket between the password step and the code step of a two-factor login: signed, short
 * lived, good for nothing but that second step (its audience says so).
 */
export const createOtpTicket = (secret: string, userId: number) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setAudience('otp-ticket')
    .setIssuedAt()
    .setExpirationTime(`${TICKET_TTL_SECONDS}s`)
    .sign(new TextEncoder().encode(secret));

export const readOtpTicket = async (secret: string, ticket: string): Promise<number | null> => {
  try {
    const { payload } = await jwtVerify(ticket, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      audience: 'otp-ticket',
    });
    return Number(payload.sub) || null;
  } catch {
    return null;
  }
};

/** The name an authenticator app shows next to the account. */
export const OTP_ISSUER = 'Back office';

/** A new TOTP secret (20 random bytes from the platform's CSPRNG, base32) and its otpauth:// URL. */
export const newOtpSecret = (email: string) => {
  const secret = generateSecret();
  return { secret, url: otpAuthUrl(email, secret) };
};

export const otpAuthUrl = (email: string, secret: string) =>
  generateURI({ issuer: OTP_ISSUER, label: email, secret });

/**
 * The time step a code belongs to when it is right for the secret (one step of clock drift either
 * way) and later than `lastStep`; null otherwise.
 */
export const checkOtpCode = async (secret: string, token: string, lastStep: number | null) => {
  const result = await verify({
    secret,
    token,
    epochTolerance: 30,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
};
