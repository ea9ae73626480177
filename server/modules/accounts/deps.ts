import type { TokenService } from '../../auth/tokens';
import type { Db } from '../../db';
import type { RateLimiter } from '../../http/rateLimit';
import type { Jobs } from '../../jobs/queue';
import type { Storage } from '../../storage/files';

/** What the account routes need from the app. */
export interface AccountDeps {
  db: Db;
  tokens: TokenService;
  jobs: Jobs;
  limiter: RateLimiter;
  /** Where the server keeps files (the questionnaire's photos, server/storage). */
  storage: Storage;
  /** Signs the two-factor login tickets. */
  jwtSecret: string;
  signUp: {
    corporateEmailDomains: string[];
    allowedEmailDomains: string[];
    iinExemptRegistrationHash: string | null;
  };
}
