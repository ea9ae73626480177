import { and, eq, type SQL, sql } from 'drizzle-orm';
import { can } from '../../../domain/permissions';
import { UPLOAD_TYPES } from '../../../domain/uploads';
import { poolOf } from '../../db';
import { uploads, users } from '../../db/schema';
import { authorize, builder, type GraphQLContext } from '../../graphql/builder';
import { countRows } from '../../graphql/count';
import { keysetConnection, keysetSort, type SortKey } from '../../graphql/keyset';
import { gqlError } from '../../http/errors';
import { uploadErrors } from './queries';

interface UploadNode {
  keyText?: string | null;
  id: number;
  title: string;
  status: string;
  taskId: string | null;
  createdAt: Date;
  modifiedAt: Date;
  userId: number;
  userName: string;
  totalRows: number;
  errorRows: number;
  insertedRows: number;
  updatedRows: number;
  errorMessage: string | null;
}

const UploadUser = builder
  .objectRef<{ id: number; name: string }>('UploadUser')
  .implement({ fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }) });

const UploadError = builder
  .objectRef<{ rowNumber: number; columnName: string | null; errorMessage: string }>('UploadError')
  .implement({
    fields: (t) => ({
      rowNumber: t.exposeInt('rowNumber'),
      columnName: t.exposeString('columnName', { nullable: true }),
      errorMessage: t.exposeString('errorMessage'),
    }),
  });

export const Upload = builder.objectRef<UploadNode>('Upload').implement({
  description: 'An uploaded list file (the upload history): its state, counts and row errors.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    status: t.exposeString('status'),
    taskId: t.exposeString('taskId', { nullable: true }),
    created: t.string({ resolve: (u) => u.createdAt.toISOString() }),
    modified: t.string({ resolve: (u) => u.modifiedAt.toISOString() }),
    user: t.field({ type: UploadUser, resolve: (u) => ({ id: u.userId, name: u.userName }) }),
    totalRows: t.exposeInt('totalRows'),
    errorRows: t.exposeInt('errorRows'),
    insertedRows: t.exposeInt('insertedRows'),
    updatedRows: t.exposeInt('updatedRows'),
    errorMessage: t.exposeString('errorMessage', { nullable: true }),
    errors: t.field({
      type: [UploadError],
      args: { first: t.arg.int() },
      resolve: (u, args, ctx) =>
        uploadErrors(poolOf(ctx.db), u.id, Math.min(Math.max(args.first ?? 10, 0), 100)),
    }),
  }),
});

const UPLOAD_SORTS: Record<'modified', SortKey<UploadNode>> = {
  modified: { sql: uploads.modifiedAt, kind: 'date', of: (u) => u.modifiedAt },
};

/** HQ sees every upload of the type, anyone else their own (in SQL); the type's permission first. */
const scope = (ctx: GraphQLContext, uploadType: string): SQL | undefined => {
  // The roles that may upload anything (HQ, COORDINATOR), then the type's own permission.
  const viewer = authorize(ctx, 'tradePoints.write');
  if (!Object.hasOwn(UPLOAD_TYPES, uploadType)) throw gqlError('BAD_USER_INPUT', 'Неизвестный тип загрузки');
  if (!can(viewer.role, UPLOAD_TYPES[uploadType as keyof typeof UPLOAD_TYPES].permission))
    throw gqlError('FORBIDDEN');
  return and(
    eq(uploads.uploadType, uploadType),
    viewer.role === 'HQ' ? undefined : eq(uploads.userId, viewer.id),
  );
};

builder.queryFields((t) => ({
  uploads: t.connection({
    type: Upload,
    args: { uploadType: t.arg.string({ required: true }), orderBy: t.arg.string() },
    resolve: (_root, args, ctx) => {
      const where = scope(ctx, args.uploadType);
      return keysetConnection(args, {
        sort: keysetSort(args.orderBy, UPLOAD_SORTS, '-modified'),
        id: uploads.id,
        idOf: (u) => u.id,
        fetch: ({ where: keyset, orderBy, limit, keyText }) =>
          ctx.db
            .select({
              keyText,
              id: uploads.id,
              title: uploads.title,
              status: uploads.status,
              taskId: uploads.taskId,
              createdAt: uploads.createdAt,
              modifiedAt: uploads.modifiedAt,
              userId: uploads.userId,
              userName: sql<string>`trim(${users.lastName} || ' ' || ${users.firstName})`,
              totalRows: uploads.totalRows,
              errorRows: uploads.errorRows,
              insertedRows: uploads.insertedRows,
              updatedRows: uploads.updatedRows,
              errorMessage: uploads.errorMessage,
            })
            .from(uploads)
            .innerJoin(users, eq(users.id, uploads.userId))
            .where(and(where, keyset))
            .orderBy(...orderBy)
            .limit(limit),
        count: (cap) =>
          countRows(ctx.db, ctx.db.select({ one: sql`1` }).from(uploads).where(where).limit(cap)),
      });
    },
  }),
}));
