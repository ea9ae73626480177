import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../../domain/messages';
import { ASSIGNABLE_ROLES, can } from '../../../domain/permissions';
import { yup } from '../../../domain/validation/common';
import { adminSignUpSchema, type SignUpOptions, signUpSchema } from '../../../domain/validation/signUp';
import { viewerOf } from '../../auth/guard';
import { hashPassword } from '../../auth/passwords';
import { badRequest } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { parseId, validate } from '../../http/validate';
import { agencyExists, findAgencyByRegistrationHash } from '../agencies/queries';
import { activeCities, findActiveCity } from '../cities/queries';
import {
  keepPhoto,
  type PersonForm,
  PHOTO_FORM_LIMITS,
  photoArea,
  readPersonForm,
  validateForm,
} from '../profiles/photos';
import type { Viewer } from '../users/queries';
import type { AccountDeps } from './deps';
import { MAIL_QUEUE } from './mails';
import { emailTaken, insertUser, type NewUser, sha256, verifyEmail } from './queries';

const closed = () =>
  badRequest({ registrationHash: [MESSAGES.registrationClosed] }, MESSAGES.registrationClosed);
const taken = () => badRequest({ email: [MESSAGES.emailTaken] });
const fromSeconds = (s: number | null | undefined) => (s == null ? null : new Date(s * 1000));

interface PersonInput {
  email: string;
  auto: boolean | null;
  education: string | null;
  english: string | null;
  passport: string | null;
  passportDate: number | null;
  passportDepartment: string | null;
  address: string | null;
  fb: string | null;
  vk: string | null;
  ok: string | null;
  instagram: string | null;
  password: string;
  role: string;
  lastName: string;
  firstName: string;
  midName: string | null;
  iin?: string | null;
  phone: string | null;
  gender: number | null;
  birthDate: number | null;
}

/** The user row's person part, shared by self sign-up and admin creation (password hashed). */
const personRow = async (input: PersonInput) => ({
  email: input.email,
  passwordHash: await hashPassword(input.password),
  role: input.role,
  lastName: input.lastName,
  firstName: input.firstName,
  midName: input.midName,
  iin: input.iin ?? null,
  phone: input.phone,
  gender: input.gender,
  birthDate: fromSeconds(input.birthDate),
  // The questionnaire (part 1 §3 "Registration form"); the photo is kept apart (keepPhoto).
  auto: input.auto,
  education: input.education,
  english: input.english,
  passport: input.passport,
  passportDate: fromSeconds(input.passportDate),
  passportDepartment: input.passportDepartment,
  address: input.address,
  fb: input.fb,
  vk: input.vk,
  ok: input.ok,
  instagram: input.instagram,
});
const verifySchema = yup.object({
  verificationHash: yup.string().trim().required(MESSAGES.required).max(128),
});
const optionsQuery = yup.object({ registrationHash: yup.string().trim().default('') });

/**
 * Self sign-up by an agency's link, its options, e-mail verification, and an administrator's
 * adding of a user (part 1 §5 "Self sign-up", "Admin sign-up"; §7 POST /users/register, /users/add).
 */
export const signUpRoutes = (deps: AccountDeps) => async (app: FastifyInstance) => {
  const { db, jobs, limiter, signUp, tokens } = deps;
  // Both questionnaires come as JSON, or as form data when they carry the photo.
  await app.register(multipart, { limits: PHOTO_FORM_LIMITS });
  const photos = photoArea(deps.storage);
  /**
   * Inserts the person with their photo, if any, kept first; the photo goes again when no row
   * came of it (the e-mail was taken) or the insert failed.
   */
  const insertPerson = async (form: PersonForm, values: NewUser) => {
    const kept = form.photo ? await keepPhoto(photos, form.photo) : null;
    try {
      const id = await insertUser(db, { ...values, ...(kept ?? {}) });
      if (!id && kept) await photos.remove(kept.photoFile);
      return id;
    } catch (error) {
      if (kept) await photos.remove(kept.photoFile);
      throw error;
    }
  };
  const optionsFor = (hash: string): SignUpOptions => ({
    corporateDomains: signUp.corporateEmailDomains,
    allowedDomains: [...new Set([...signUp.allowedEmailDomains, ...signUp.corporateEmailDomains])],
    iinRequired: hash !== signUp.iinExemptRegistrationHash,
  });
  const openAgency = async (hash: string) => {
    const agency = hash ? await findAgencyByRegistrationHash(db, hash) : null;
    return agency?.isRegOpened ? agency : null;
  };

  /**
   * The agency an administrator chose on the sign-up page (part 1 §2: the selector is shown to
   * administrators only): HQ any agency, AGENCY_HR only their own. Anyone else's sign-up belongs
   * to the link's agency, whatever the body says.
   */
  const administrator = async (request: FastifyRequest) => {
    const viewer = await viewerOf(tokens, request);
    return viewer && !viewer.inactive && can(viewer.role, 'users.add') ? viewer : null;
  };
  const chosenAgency = async (viewer: Viewer | null, value: unknown): Promise<number | null> => {
    if (value == null || value === '' || !viewer) return null;
    const id = parseId(value);
    if (!id || !(await agencyExists(db, id))) throw badRequest({ agency: [MESSAGES.unknownReference] });
    if (viewer.role !== 'HQ' && id !== viewer.agencyId)
      throw badRequest({ agency: [MESSAGES.agencyNotAllowed] });
    return id;
  };

  const optionsDoc = documented(
    { config: { access: 'public' } },
    { query: optionsQuery, summary: "The sign-up page's options for an agency's link" },
  );
  app.get('/api/users/register/options/', optionsDoc, async (request, reply) => {
    const { registrationHash } = await validate(optionsQuery, request.query ?? {});
    const agency = await openAgency(registrationHash);
    if (!agency) return reply.status(404).send({ detail: MESSAGES.registrationClosed });
    return { agency, ...optionsFor(registrationHash), cities: await activeCities(db) };
  });

  const registerDoc = documented(
    { config: { access: 'public' } },
    {
      body: signUpSchema({ corporateDomains: [], allowedDomains: [], iinRequired: true }),
      consumes: ['application/json', 'multipart/form-data'],
      summary: "Sign up by an agency's link (JSON, or form data with the photo)",
      description:
        'The e-mail domains allowed and whether the IIN is required come from GET /api/users/register/options/.',
    },
  );
  app.post('/api/users/register/', registerDoc, async (request, reply) => {
    await limiter.hit('registerIp', request.ip);
    const form = await readPersonForm(request);
    const raw = form.fields;
    const hash = typeof raw.registrationHash === 'string' ? raw.registrationHash.trim() : '';
    const agency = hash ? await openAgency(hash) : null;
    if (hash && !agency) throw closed();
    const input = await validateForm(signUpSchema(optionsFor(hash)), form);
    if (!agency) throw closed();
    const admin = await administrator(request);
    const chosen = await chosenAgency(admin, raw.agency);
    const city = await findActiveCity(db, input.city);
    if (!city) throw badRequest({ city: [MESSAGES.unknownReference] });
    // An administrator choosing the agency is told of a duplicate; an anonymous caller is not
    // (issue 10): the same answer, and the address's owner gets a mail instead.
    const row = await personRow(input as PersonInput);
    const id = (await emailTaken(db, input.email))
      ? null
      : await insertPerson(form, {
          ...row,
          agencyId: chosen ?? agency.id,
          cityId: city.id,
          regionId: city.regionId,
          verifiedByAgency: null,
        });
    if (!id && admin) throw taken();
    await jobs.send(
      MAIL_QUEUE,
      id ? { kind: 'emailVerification', userId: id } : { kind: 'signUpAttempt', email: input.email },
    );
    return reply
      .status(201)
      .send(admin ? { id, detail: MESSAGES.signUpAccepted } : { detail: MESSAGES.signUpAccepted });
  });

  const verifyDoc = documented(
    { config: { access: 'public' } },
    { body: verifySchema, summary: 'Verify an e-mail address by its mailed link' },
  );
  app.post('/api/users/email/verify/', verifyDoc, async (request) => {
    const { verificationHash } = await validate(verifySchema, request.body);
    if (!(await verifyEmail(db, sha256(verificationHash))))
      throw badRequest(
        { verificationHash: [MESSAGES.verificationLinkInvalid] },
        MESSAGES.verificationLinkInvalid,
      );
    return { detail: MESSAGES.emailVerified };
  });

  const addDoc = documented(
    { config: { access: 'users.add' } },
    {
      body: adminSignUpSchema,
      consumes: ['application/json', 'multipart/form-data'],
      summary: 'Add a user (an administrator)',
    },
  );
  app.post('/api/users/add/', addDoc, async (request, reply) => {
    const viewer = request.viewer!;
    const form = await readPersonForm(request);
    const input = await validateForm(adminSignUpSchema, form);
    if (!(ASSIGNABLE_ROLES[viewer.role] as readonly string[] | undefined)?.includes(input.role))
      throw badRequest({ role: [MESSAGES.roleNotAllowed] });
    if (viewer.role !== 'HQ' && input.agency !== viewer.agencyId)
      throw badRequest({ agency: [MESSAGES.agencyNotAllowed] });
    if (!(await agencyExists(db, input.agency))) throw badRequest({ agency: [MESSAGES.unknownReference] });
    if (await emailTaken(db, input.email)) throw taken();
    const id = await insertPerson(form, {
      ...(await personRow(input)),
      agencyId: input.agency,
      verifiedByAgency: true,
      startWorkTime: new Date(),
      // The administrator chose the password: the user sets their own at first login.
      passwordExpired: true,
    });
    if (!id) throw taken();
    return reply.status(201).send({ id });
  });
};
