import { cigarettes } from '../../db/schema';
import { authorize, builder } from '../../graphql/builder';
import { keysetConnection, keysetSort } from '../../graphql/keyset';
import { ids } from '../referenceData/common';
import { CIGARETTE_SORTS, type CigaretteRecord, cigaretteCount, cigarettePage } from './queries';

const Cigarette = builder.objectRef<CigaretteRecord>('Cigarette').implement({
  description: 'A cigarette format (part 2 §3 "Cigarette row"); its SKU is the upload key.',
  fields: (t) => ({
    id: t.exposeID('id'),
    brandTitle: t.exposeString('brandTitle'),
    formatTitle: t.exposeString('formatTitle'),
    sku: t.exposeString('sku'),
    brandIsBat: t.exposeBoolean('brandIsBat'),
  }),
});

builder.queryFields((t) => ({
  cigarettes: t.connection({
    type: Cigarette,
    description: 'The cigarette formats (HQ), by brand, paged by keyset.',
    args: {
      search: t.arg.string({ description: 'Contained in the brand, the format or the SKU.' }),
      brandIsBat: t.arg.boolean(),
      id_In: t.arg.idList(),
      orderBy: t.arg.string(),
    },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'cigarettes.read');
      const filter = {
        search: args.search?.trim() || null,
        brandIsBat: args.brandIsBat,
        idIn: ids(args.id_In),
      };
      return keysetConnection(args, {
        sort: keysetSort(args.orderBy, CIGARETTE_SORTS, 'brandTitle'),
        id: cigarettes.id,
        idOf: (c) => c.id,
        fetch: cigarettePage(ctx.db, filter),
        count: cigaretteCount(ctx.db, filter),
      });
    },
  }),
}));
