import { can } from '../../../domain/permissions';
import type { QuestionnaireField } from '../../../domain/validation/questionnaire';
import { builder, type GraphQLContext } from '../../graphql/builder';
import { Department } from '../activities/graphqlTypes';
import type { Viewer } from '../users/queries';
import { Profile, type ProfileRow } from '../users/schema';
import { profilePart } from './parts';
import { seconds } from './types';

type User = ProfileRow['user'];

/**
 * Whether a viewer reads a user's questionnaire (passport, address, social networks...): their
 * own always; another's only with 'profile.questionnaire' (those who approve staff), and only
 * within the profile's scope, which the row already passed (findProfile).
 */
export const mayReadQuestionnaire = (viewer: Viewer | null | undefined, userId: number) =>
  !!viewer && (viewer.id === userId || can(viewer.role, 'profile.questionnaire'));

/** The questionnaire's answers as the profile gives them: dates in epoch seconds. */
export const questionnaireOf = (u: User): Record<QuestionnaireField, string | number | boolean | null> => ({
  auto: u.auto,
  education: u.education,
  english: u.english,
  passport: u.passport,
  passportDate: seconds(u.passportDate),
  passportDepartment: u.passportDepartment,
  address: u.address,
  fb: u.fb,
  vk: u.vk,
  ok: u.ok,
  instagram: u.instagram,
});

/** The answers a viewer may read, or null for each when they may not. */
export const visibleQuestionnaire = (viewer: Viewer | null | undefined, u: User) =>
  mayReadQuestionnaire(viewer, u.id)
    ? questionnaireOf(u)
    : (Object.fromEntries(Object.keys(questionnaireOf(u)).map((k) => [k, null])) as ReturnType<
        typeof questionnaireOf
      >);

builder.objectFields(Profile, (t) => {
  const answer = (p: ProfileRow, ctx: GraphQLContext) =>
    mayReadQuestionnaire(ctx.viewer, p.user.id) ? p.user : null;
  const text = (
    name:
      | 'education'
      | 'english'
      | 'passport'
      | 'passportDepartment'
      | 'address'
      | 'fb'
      | 'vk'
      | 'ok'
      | 'instagram',
  ) => t.string({ nullable: true, resolve: (p, _a, ctx) => answer(p, ctx)?.[name] ?? null });
  return {
    auto: t.boolean({ nullable: true, resolve: (p, _a, ctx) => answer(p, ctx)?.auto ?? null }),
    education: text('education'),
    english: text('english'),
    passport: text('passport'),
    passportDate: t.int({
      nullable: true,
      resolve: (p, _a, ctx) => seconds(answer(p, ctx)?.passportDate ?? null),
    }),
    passportDepartment: text('passportDepartment'),
    address: text('address'),
    fb: text('fb'),
    vk: text('vk'),
    ok: text('ok'),
    instagram: text('instagram'),
    /** Whether the viewer is shown the questionnaire (their own, or they approve staff). */
    questionnaireVisible: t.boolean({ resolve: (p, _a, ctx) => mayReadQuestionnaire(ctx.viewer, p.user.id) }),
    /** The departments the person belongs to (part 1 §3 "Profile (full)"). */
    departments: t.field({
      type: [Department],
      resolve: (p, _a, ctx) => profilePart(ctx.db, p, 'departments'),
    }),
  };
});
