import { authorize, builder, toId } from '../../graphql/builder';
import { parseOrderBy, resolveConnection } from '../../graphql/connection';
import { ids } from '../referenceData/common';
import {
  countInterviewKits,
  findInterviewKitWithQuestions,
  type InterviewAnswerRecord,
  type InterviewKitRecord,
  type InterviewQuestionRecord,
  listInterviewKits,
  questionsOfKits,
} from './queries';

type KitNode = InterviewKitRecord & { questions?: InterviewQuestionRecord[] };

const InterviewAnswer = builder.objectRef<InterviewAnswerRecord>('InterviewAnswer').implement({
  fields: (t) => ({ id: t.exposeID('id'), text: t.exposeString('text'), value: t.exposeInt('value') }),
});

const InterviewQuestion = builder.objectRef<InterviewQuestionRecord>('InterviewQuestion').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    text: t.exposeString('text'),
    isOpen: t.exposeBoolean('isOpen'),
    answers: t.field({ type: [InterviewAnswer], resolve: (q) => q.answers }),
  }),
});

export const InterviewKit = builder.objectRef<KitNode>('InterviewKit').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    isDeleted: t.exposeBoolean('isDeleted'),
    externalVisibility: t.exposeBoolean('externalVisibility'),
    externalTitle: t.exposeString('externalTitle', { nullable: true }),
    questions: t.field({
      type: [InterviewQuestion],
      resolve: async (k, _args, ctx) =>
        k.questions ?? (await questionsOfKits(ctx.db, [k.id])).get(k.id) ?? [],
    }),
  }),
});

builder.queryFields((t) => ({
  interviewKits: t.connection({
    type: InterviewKit,
    description: 'Interview kits that are not deleted, with their questions and answers.',
    args: { title_Icontains: t.arg.string(), id_In: t.arg.idList(), orderBy: t.arg.string() },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'content.read');
      const filter = { titleContains: args.title_Icontains, idIn: ids(args.id_In) };
      const order = parseOrderBy(args.orderBy, ['title', 'id'] as const, 'title');
      return resolveConnection(
        args,
        () => countInterviewKits(ctx.db, filter),
        async (page) => {
          const kits = await listInterviewKits(ctx.db, filter, order, page);
          const questions = await questionsOfKits(
            ctx.db,
            kits.map((k) => k.id),
          );
          return kits.map((k) => ({ ...k, questions: questions.get(k.id) ?? [] }));
        },
      );
    },
  }),
  interviewKit: t.field({
    type: InterviewKit,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      authorize(ctx, 'content.read');
      const id = toId(args.id);
      const kit = id ? await findInterviewKitWithQuestions(ctx.db, id) : null;
      return kit && !kit.isDeleted ? kit : null;
    },
  }),
}));
