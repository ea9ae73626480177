import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../../domain/messages';
import { OWN_PROFILE_FIELDS, ownProfileSchemaFor } from '../../../domain/validation/profile';
import { profileDetails, users } from '../../db/schema';
import { badRequest, forbidden } from '../../http/errors';
import { validate } from '../../http/validate';
import { findActiveCity } from '../cities/queries';
import type { UserPatchPart } from '../users/patch';
import { profileJson } from './profileJson';
import { findDetails } from './queries';
import { questionnaireOf } from './questionnaireFields';
import { scopedTarget } from './target';

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/**
 * profile/{id}/edit: one edits one's own profile only (part 1 §2, §6). The body is merged over the
 * stored values and checked whole, so a PATCH may carry any subset of the fields.
 */
export const ownProfilePart: UserPatchPart = {
  name: 'ownProfile',
  matches: (body) => OWN_PROFILE_FIELDS.some((field) => field in body),
  // Merged over the stored values: every field may be left out.
  body: ownProfileSchemaFor(null).partial(),
  handle: async ({ db, viewer, targetId, body }) => {
    const user = await scopedTarget(db, viewer, targetId);
    if (user.id !== viewer.id) throw forbidden();
    const details = await findDetails(db, user.id);
    const current = {
      firstName: user.firstName,
      lastName: user.lastName,
      midName: user.midName,
      phone: user.phone,
      city: user.cityId,
      birthDate: seconds(user.birthDate),
      height: details?.height ?? null,
      weight: details?.weight ?? null,
      closeSize: details?.closeSize ?? null,
      breastSize: details?.breastSize ?? null,
      waistSize: details?.waistSize ?? null,
      thighSize: details?.thighSize ?? null,
      features: details?.features ?? null,
      ...questionnaireOf(user),
    };
    const changes = Object.fromEntries(OWN_PROFILE_FIELDS.filter((f) => f in body).map((f) => [f, body[f]]));
    const input = await validate(ownProfileSchemaFor(user.role), { ...current, ...changes });
    const city = input.city == null ? null : await findActiveCity(db, input.city);
    // A city no longer active may stay as it was, but cannot be newly chosen.
    if (input.city != null && !city && input.city !== user.cityId)
      throw badRequest({ city: [MESSAGES.unknownReference] });
    const measures = {
      height: input.height,
      weight: input.weight,
      closeSize: input.closeSize,
      breastSize: input.breastSize,
      waistSize: input.waistSize,
      thighSize: input.thighSize,
      features: input.features,
      updatedAt: new Date(),
    };
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          midName: input.midName,
          phone: input.phone,
          cityId: input.city ?? null,
          birthDate: input.birthDate == null ? null : new Date(input.birthDate * 1000),
          auto: input.auto,
          education: input.education,
          english: input.english,
          passport: input.passport,
          passportDate: input.passportDate == null ? null : new Date(input.passportDate * 1000),
          passportDepartment: input.passportDepartment,
          address: input.address,
          fb: input.fb,
          vk: input.vk,
          ok: input.ok,
          instagram: input.instagram,
        })
        .where(eq(users.id, user.id));
      await tx
        .insert(profileDetails)
        .values({ userId: user.id, ...measures })
        .onConflictDoUpdate({ target: profileDetails.userId, set: measures });
    });
    return profileJson(db, viewer, user.id);
  },
};
