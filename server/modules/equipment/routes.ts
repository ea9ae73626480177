import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldErrors } from '../../../domain/validation/common';
import { EQUIPMENT_MESSAGES } from '../../../domain/validation/equipment';
import type { Db } from '../../db';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { parseId, validate } from '../../http/validate';
import type { Storage } from '../../storage/files';
import { withScratch } from '../../storage/scratch';
import { checkPhoto, keepPhoto, PHOTO_LIMITS, photoName, receiveForm, removePhoto } from './photos';
import type { StandRecord, TabletRecord } from './queries';
import { photoUrl } from './schema';
import { checkCoordinator, type EquipmentKindOps, STAND, TABLET } from './writes';

const READ = { config: { access: 'equipment.read' as const } };
const WRITE = { config: { access: 'equipment.write' as const } };

type Params = { Params: { id: string } };

/** The yup schema's field errors, collected rather than thrown (they join the other checks). */
const schemaErrors = async <T>(run: () => Promise<T>): Promise<{ value: T | null; errors: FieldErrors }> => {
  try {
    return { value: await run(), errors: {} };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 400)
      return { value: null, errors: (error.body.errors ?? {}) as FieldErrors };
    throw error;
  }
};

/** The record as the browser reads it (as GraphQL answers it, the photo as its address). */
const answer = (row: TabletRecord | StandRecord) => ({ ...row, kind: undefined, photo: photoUrl(row) });

/**
 * Equipment (part 2 §7): PATCH /api/equipment/tablet/{id}/ and /api/equipment/stend/{id}/ as form
 * data (the fields and an optional `photo`, a JPEG or PNG judged by its bytes), DELETE of both,
 * and each photo served back. A coordinator reaches only the rows they keep (another's answers 404,
 * as a missing one does) and cannot hand a row to another coordinator. A refused save leaves
 * neither the row changed nor a file behind.
 */
export const equipmentRoutes = (db: Db, storage: Storage) => async (app: FastifyInstance) => {
  const area = storage.area('equipment-photos');
  await app.register(multipart, { limits: PHOTO_LIMITS });

  const scoped = async <R extends TabletRecord | StandRecord>(
    ops: EquipmentKindOps<R, any>,
    request: FastifyRequest<Params>,
  ) => {
    const id = parseId(request.params.id);
    const row = id ? await ops.find(db, request.viewer!, id) : null;
    if (!row) throw notFound();
    return row;
  };

  const patch =
    <R extends TabletRecord | StandRecord, I>(ops: EquipmentKindOps<R, I>) =>
    async (request: FastifyRequest<Params>) => {
      const row = await scoped(ops, request);
      return withScratch(async (tmp) => {
        const form = await receiveForm(request, tmp);
        const merged = { ...ops.formOf(row), ...form.fields };
        const { value, errors } = await schemaErrors(() => validate(ops.schema, merged));
        const photo = await checkPhoto(form.photo);
        Object.assign(errors, photo.errors);
        let agencyId: number | null | undefined;
        if (value) {
          const input = value as unknown as I & { inventoryNumber: string; coordinator: number | null };
          agencyId = await checkCoordinator(
            db,
            request.viewer!,
            row.coordinator?.id ?? null,
            input.coordinator,
            errors,
          );
          // A coordinator's row stays theirs: its people and spots are checked against them.
          const kept = request.viewer!.role === 'HQ' ? input.coordinator : request.viewer!.id;
          Object.assign(errors, {
            ...(await ops.check(db, row, { ...input, coordinator: kept })),
            ...errors,
          });
          if (await ops.inventoryTaken(db, input.inventoryNumber, row.id))
            errors.inventoryNumber = [EQUIPMENT_MESSAGES.inventoryTaken];
        }
        if (Object.keys(errors).length || !value) throw badRequest(errors);
        const stored =
          form.photo && photo.mime ? await keepPhoto(area, form.photo.tmp, photo.mime) : undefined;
        try {
          await ops.update(db, row.id, value as unknown as I, agencyId, stored);
        } catch (error) {
          await removePhoto(area, stored ?? null).catch(() => undefined);
          throw error;
        }
        if (stored) await removePhoto(area, row.photo).catch(() => undefined);
        return answer((await ops.find(db, request.viewer!, row.id)) ?? row);
      });
    };

  const remove =
    <R extends TabletRecord | StandRecord>(ops: EquipmentKindOps<R, any>) =>
    async (request: FastifyRequest<Params>, reply: FastifyReply) => {
      const row = await scoped(ops, request);
      await ops.remove(db, row.id);
      await removePhoto(area, row.photo).catch(() => undefined);
      return reply.status(204).send();
    };

  const photo =
    <R extends TabletRecord | StandRecord>(ops: EquipmentKindOps<R, any>) =>
    async (request: FastifyRequest<Params>, reply: FastifyReply) => {
      const row = await scoped(ops, request);
      const name = photoName(row.photo);
      const file = name ? await area.read(name) : null;
      if (!name || !file) throw notFound();
      return reply
        .type(name.endsWith('.png') ? 'image/png' : 'image/jpeg')
        .header('Content-Length', file.size)
        .header('Cache-Control', 'private, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.stream);
    };

  const tabletDoc = documented(WRITE, {
    body: TABLET.schema,
    consumes: ['multipart/form-data'],
    files: ['photo'],
    partial: true,
    description:
      'Form data: the fields (merged over the stored ones) and an optional file `photo`, a JPEG or PNG.',
    summary: 'Edit a tablet',
  });
  app.patch<Params>('/api/equipment/tablet/:id/', tabletDoc, patch(TABLET));
  app.patch<Params>(
    '/api/equipment/stend/:id/',
    documented(WRITE, {
      body: STAND.schema,
      consumes: ['multipart/form-data'],
      files: ['photo'],
      partial: true,
      description:
        'Form data: the fields (merged over the stored ones) and an optional file `photo`, a JPEG or PNG.',
      summary: 'Edit a stand',
    }),
    patch(STAND),
  );
  const deleteTabletDoc = documented(WRITE, { summary: 'Delete a tablet' });
  app.delete<Params>('/api/equipment/tablet/:id/', deleteTabletDoc, remove(TABLET));
  app.delete<Params>(
    '/api/equipment/stend/:id/',
    documented(WRITE, { summary: 'Delete a stand' }),
    remove(STAND),
  );
  const photoDoc = documented(READ, { summary: "A tablet's photo" });
  app.get<Params>('/api/equipment/tablet/:id/photo/', photoDoc, photo(TABLET));
  app.get<Params>(
    '/api/equipment/stend/:id/photo/',
    documented(READ, { summary: "A stand's photo" }),
    photo(STAND),
  );
};
