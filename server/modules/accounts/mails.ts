import type { Db } from '../../db';
import type { Jobs } from '../../jobs/queue';
import type { Mail, SendMail } from '../../mail/mailer';
import { findUserByEmail, findUserById } from '../users/queries';
import { insertRecoveryToken, newLinkSecret, setEmailVerificationHash } from './queries';

export const MAIL_QUEUE = 'mail';

/**
 * What a mail job carries: whom to write and why, never a link: the worker makes the link's
 * secret, so that no usable secret sits in the job tables.
 */
export type AccountMailJob =
  | { kind: 'emailVerification'; userId: number }
  | { kind: 'passwordRecovery'; userId: number }
  | { kind: 'passwordRecoveryRequest'; email: string }
  /** Someone signed up with the address of an existing account: its owner is told, the caller not. */
  | { kind: 'signUpAttempt'; email: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A letter of the product (PRODUCT_NAME), signed with its name. */
interface Letters {
  productName: string;
}

const letter = (
  { productName }: Letters,
  to: string,
  subject: string,
  lines: string[],
  link: string,
): Mail => ({
  to,
  subject,
  text: [...lines.slice(0, -1), link, '', lines.at(-1)!, '', productName].join('\n'),
  html: [
    ...lines.slice(0, -1).map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(lines.at(-1)!)}</p>`,
    `<p>${escapeHtml(productName)}</p>`,
  ].join('\n'),
});

const verificationMail = (product: Letters, to: string, name: string, link: string) =>
  letter(
    product,
    to,
    'Подтвердите адрес электронной почты',
    [
      `Здравствуйте, ${name}!`,
      `Вы зарегистрировались в «${product.productName}». Чтобы подтвердить адрес электронной почты, откройте ссылку:`,
      'Если вы не регистрировались, просто не отвечайте на это письмо.',
    ],
    link,
  );

const recoveryMail = (product: Letters, to: string, name: string, link: string) =>
  letter(
    product,
    to,
    'Восстановление пароля',
    [
      `Здравствуйте, ${name}!`,
      'Чтобы задать новый пароль, откройте ссылку (она действует 1 час и только один раз):',
      'Если вы не просили восстановить пароль, просто не отвечайте на это письмо: пароль останется прежним.',
    ],
    link,
  );

const signUpAttemptMail = (product: Letters, to: string, name: string, link: string) =>
  letter(
    product,
    to,
    'Попытка регистрации с вашим адресом',
    [
      `Здравствуйте, ${name}!`,
      `Кто-то пытался зарегистрироваться в «${product.productName}» с вашим адресом электронной почты. Учётная запись с этим адресом уже есть. Если это были вы и вы не помните пароль, восстановите его:`,
      'Если это были не вы, просто не отвечайте на это письмо: ваша учётная запись не изменилась.',
    ],
    link,
  );

/** The 'mail' queue's worker: makes each link's secret, stores its hash, sends the letter. */
export const workAccountMails = (
  jobs: Jobs,
  db: Db,
  send: SendMail,
  { publicUrl, ...product }: Letters & { publicUrl: string },
) =>
  jobs.work<AccountMailJob>(MAIL_QUEUE, async (job) => {
    const user =
      job.kind === 'passwordRecoveryRequest' || job.kind === 'signUpAttempt'
        ? await findUserByEmail(db, job.email)
        : await findUserById(db, job.userId);
    // An unknown, fired or blocked account gets nothing; the request answered the same either way.
    if (!user?.isActive || user.isFired) return;
    if (job.kind === 'signUpAttempt')
      return send(signUpAttemptMail(product, user.email, user.firstName, `${publicUrl}/passwordRecovery`));
    const { token, hash } = newLinkSecret();
    if (job.kind === 'emailVerification') {
      if (user.emailVerifiedAt) return;
      await setEmailVerificationHash(db, user.id, hash);
      return send(
        verificationMail(product, user.email, user.firstName, `${publicUrl}/emailVerification/${token}`),
      );
    }
    await insertRecoveryToken(db, user.id, hash);
    return send(recoveryMail(product, user.email, user.firstName, `${publicUrl}/passwordRecovery/${token}`));
  });
