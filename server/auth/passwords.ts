import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id parameters: 19 MiB memory, 2 iterations, 1 lane.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** Verified against when the e-mail is unknown, so both answers take the same time. */
export const DUMMY_HASH = await hashPassword('not-a-real-password-for-timing-only');
