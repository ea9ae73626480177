import { jwtVerify, SignJWT } from 'jose';

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
