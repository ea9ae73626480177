import { media } from '../../db/schema';
import { authorize, builder, findLive } from '../../graphql/builder';
import { keysetConnection, keysetSort } from '../../graphql/keyset';
import { ContentAuthor, ids } from '../referenceData/common';
import { findMedia, MEDIA_SORTS, type MediaRecord, mediaCount, mediaPage } from './queries';

export const Media = builder.objectRef<MediaRecord>('Media').implement({
  description: 'A media item: an uploaded zip or a link.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    kind: t.string({ description: 'ZIP or LINK.', resolve: (m) => (m.fileName ? 'ZIP' : 'LINK') }),
    zipFile: t.string({
      nullable: true,
      description: 'Where the zip is downloaded from (with the Authorization header).',
      resolve: (m) => (m.fileName ? `/api/media/${m.id}/zip/` : null),
    }),
    fileName: t.exposeString('originalName', { nullable: true }),
    fileSize: t.exposeFloat('fileSize', { nullable: true }),
    entryCount: t.exposeInt('entryCount', { nullable: true }),
    link: t.exposeString('link', { nullable: true }),
    isDeleted: t.exposeBoolean('isDeleted'),
    createdAt: t.string({ resolve: (m) => m.createdAt.toISOString() }),
    user: t.field({ type: ContentAuthor, nullable: true, resolve: (m) => m.user }),
  }),
});

builder.queryFields((t) => ({
  media: t.connection({
    type: Media,
    description: 'The media list: not deleted.',
    args: { title_Icontains: t.arg.string(), id_In: t.arg.idList(), orderBy: t.arg.string() },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'content.read');
      const filter = { titleContains: args.title_Icontains, idIn: ids(args.id_In) };
      return keysetConnection(args, {
        sort: keysetSort(args.orderBy, MEDIA_SORTS, '-createdAt'),
        id: media.id,
        idOf: (m) => m.id,
        fetch: mediaPage(ctx.db, filter),
        count: mediaCount(ctx.db, filter),
      });
    },
  }),
  mediaItem: t.field({
    type: Media,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'content.read');
      return findLive(ctx.db, args.id, findMedia);
    },
  }),
}));
