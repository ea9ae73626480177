import path from 'node:path';
import { stands, tablets } from '../../db/schema';
import { authorize, builder, toId } from '../../graphql/builder';
import { keysetConnection, keysetSort } from '../../graphql/keyset';
import { ids } from '../referenceData/common';
import { consultantChoices, coordinatorChoices, managerOf, spotChoices, tabletModelChoices } from './choices';
import {
  findStand,
  findTablet,
  type Named,
  type Person,
  type StandRecord,
  type StandSpot,
  standCount,
  standPage,
  type TabletRecord,
  type Titled,
  tabletCount,
  tabletPage,
} from './queries';

const EquipmentNamed = builder
  .objectRef<Named>('EquipmentNamed')
  .implement({ fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }) });
const EquipmentPerson = builder.objectRef<Person>('EquipmentPerson').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), email: t.exposeString('email') }),
});
const EquipmentSpot = builder.objectRef<StandSpot>('EquipmentSpot').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    customerNumber: t.exposeString('customerNumber', { nullable: true }),
  }),
});
const EquipmentTitled = builder
  .objectRef<Titled>('EquipmentTitled')
  .implement({ fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }) });

/** Where the browser fetches the photo (with its token); the stored name makes each version a new address. */
export const photoUrl = (row: { kind: string; id: number; photo: string | null }) =>
  row.photo ? `/api/equipment/${row.kind}/${row.id}/photo/?v=${path.basename(row.photo)}` : null;

const Tablet = builder.objectRef<TabletRecord>('Tablet').implement({
  description: 'A tablet (part 2 §3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    agency: t.field({ type: EquipmentTitled, nullable: true, resolve: (r) => r.agency }),
    tabletModel: t.field({ type: EquipmentNamed, nullable: true, resolve: (r) => r.tabletModel }),
    inventoryNumber: t.exposeString('inventoryNumber'),
    serialNumber: t.exposeString('serialNumber', { nullable: true }),
    coordinator: t.field({ type: EquipmentPerson, nullable: true, resolve: (r) => r.coordinator }),
    consultant: t.field({ type: EquipmentPerson, nullable: true, resolve: (r) => r.consultant }),
    photo: t.string({ nullable: true, resolve: photoUrl }),
  }),
});

const Stand = builder.objectRef<StandRecord>('Stand').implement({
  description: 'A stand (part 2 §3; the REST path says `stend`).',
  fields: (t) => ({
    id: t.exposeID('id'),
    agency: t.field({ type: EquipmentTitled, nullable: true, resolve: (r) => r.agency }),
    standModel: t.exposeString('standModel', { nullable: true }),
    inventoryNumber: t.exposeString('inventoryNumber'),
    spot: t.field({ type: EquipmentSpot, nullable: true, resolve: (r) => r.spot }),
    coordinator: t.field({ type: EquipmentPerson, nullable: true, resolve: (r) => r.coordinator }),
    consultant: t.field({ type: EquipmentPerson, nullable: true, resolve: (r) => r.consultant }),
    photo: t.string({ nullable: true, resolve: photoUrl }),
  }),
});

const BY_ID = { id: null } as const;

builder.queryFields((t) => ({
  tablets: t.connection({
    type: Tablet,
    description: 'Tablets: HQ all, a coordinator the ones they keep; newest first, keyset by id.',
    args: { search: t.arg.string(), id_In: t.arg.idList() },
    resolve: (_root, args, ctx) => {
      const viewer = authorize(ctx, 'equipment.read');
      const filter = { search: args.search?.trim() || null, idIn: ids(args.id_In) };
      return keysetConnection(args, {
        sort: keysetSort<TabletRecord, 'id'>(null, BY_ID, '-id'),
        id: tablets.id,
        idOf: (r) => r.id,
        fetch: tabletPage(ctx.db, viewer, filter),
        count: tabletCount(ctx.db, viewer, filter),
      });
    },
  }),
  tablet: t.field({
    type: Tablet,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      const viewer = authorize(ctx, 'equipment.read');
      const id = toId(args.id);
      return id ? findTablet(ctx.db, viewer, id) : null;
    },
  }),
  stands: t.connection({
    type: Stand,
    description: 'Stands: HQ all, a coordinator the ones they keep; newest first, keyset by id.',
    args: { search: t.arg.string(), id_In: t.arg.idList() },
    resolve: (_root, args, ctx) => {
      const viewer = authorize(ctx, 'equipment.read');
      const filter = { search: args.search?.trim() || null, idIn: ids(args.id_In) };
      return keysetConnection(args, {
        sort: keysetSort<StandRecord, 'id'>(null, BY_ID, '-id'),
        id: stands.id,
        idOf: (r) => r.id,
        fetch: standPage(ctx.db, viewer, filter),
        count: standCount(ctx.db, viewer, filter),
      });
    },
  }),
  stand: t.field({
    type: Stand,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      const viewer = authorize(ctx, 'equipment.read');
      const id = toId(args.id);
      return id ? findStand(ctx.db, viewer, id) : null;
    },
  }),
  equipmentConsultants: t.field({
    type: [EquipmentNamed],
    description:
      "The verified, not fired consultants of the manager (HQ: the row's coordinator; a coordinator: themselves).",
    args: { coordinator: t.arg.id() },
    resolve: (_root, args, ctx) => {
      const viewer = authorize(ctx, 'equipment.read');
      return consultantChoices(
        ctx.db,
        managerOf(viewer, args.coordinator == null ? null : toId(args.coordinator)),
      );
    },
  }),
  equipmentSpots: t.field({
    type: [EquipmentTitled],
    description:
      'The active, not removed spots of the coordinator (HQ: the row’s; a coordinator: their own).',
    args: { coordinator: t.arg.id() },
    resolve: (_root, args, ctx) => {
      const viewer = authorize(ctx, 'equipment.read');
      return spotChoices(ctx.db, managerOf(viewer, args.coordinator == null ? null : toId(args.coordinator)));
    },
  }),
  equipmentCoordinators: t.field({
    type: [EquipmentNamed],
    description: 'The coordinators a row may be kept by: HQ any not fired one, a coordinator themselves.',
    resolve: (_root, _args, ctx) => coordinatorChoices(ctx.db, authorize(ctx, 'equipment.read')),
  }),
  tabletModels: t.field({
    type: [EquipmentNamed],
    resolve: (_root, _args, ctx) => {
      authorize(ctx, 'equipment.read');
      return tabletModelChoices(ctx.db);
    },
  }),
}));
