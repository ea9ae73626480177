import type { FastifyInstance } from 'fastify';
import { brandSchema } from '../../../domain/validation/brands';
import {
  complimentKindSchema,
  RECOMMENDED_PER_HOUR_ON_CREATION,
} from '../../../domain/validation/compliments';
import { formatSchema } from '../../../domain/validation/formats';
import { PROGRAM_ID_TAKEN, PROGRAM_SELF_LIMIT, programSchema } from '../../../domain/validation/programs';
import { stickBrandSchema, stickSchema } from '../../../domain/validation/sticks';
import type { Db } from '../../db';
import { badRequest, notFound } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { jsonObject, parseId, unknownReference, validate } from '../../http/validate';
import * as brands from './brands.queries';
import * as compliments from './compliments.queries';
import * as formats from './formats.queries';
import * as programs from './programs.queries';
import * as sticks from './sticks.queries';

/** Every write here is HQ's (domain/permissions.ts 'catalog.write'). */
const WRITE = { config: { access: 'catalog.write' as const } };
type ById = { Params: { id: string } };

/** The record a path names, unless it does not exist or is deleted (404 either way). */
const live =
  <T extends { isDeleted: boolean }>(find: (db: Db, id: number) => Promise<T | null>) =>
  async (db: Db, raw: unknown): Promise<T> => {
    const id = parseId(raw);
    const record = id ? await find(db, id) : null;
    if (!record || record.isDeleted) throw notFound();
    return record;
  };

const liveStickBrand = live(sticks.findStickBrand);
const liveStick = live(sticks.findStick);
const liveBrand = live(brands.findBrand);
const liveFormat = live(formats.findFormat);
const liveCompliment = live(compliments.findCompliment);
const liveProgram = live(programs.findProgram);

/**
 * The reference-data writes of part 2 §7: stick brands and sticks, brands, formats, compliment
 * kinds and programs. Each answers the record as GraphQL reads it (201 on creation), 204 on
 * deletion; deletion is soft. A PATCH merges its body over the stored record, then validates
 * the whole, so a partial body is fine and an invalid one changes nothing.
 */
export const catalogRoutes = (db: Db) => async (app: FastifyInstance) => {
  const stickbrandDoc = documented(WRITE, { body: stickBrandSchema, summary: 'Add a stick brand' });
  // ---- stick brands and sticks --------------------------------------------------------------
  app.post('/api/stickbrand/', stickbrandDoc, async (request, reply) => {
    const id = await sticks.createStickBrand(db, await validate(stickBrandSchema, request.body));
    return reply.status(201).send({ ...(await sticks.findStickBrand(db, id)), sticks: [] });
  });
  const patchStickbrandDoc = documented(WRITE, {
    body: stickBrandSchema,
    partial: true,
    summary: 'Edit a stick brand',
  });
  app.patch<ById>('/api/stickbrand/:id/', patchStickbrandDoc, async (request) => {
    const current = await liveStickBrand(db, request.params.id);
    const input = await validate(stickBrandSchema, { title: current.title, ...jsonObject(request.body) });
    await sticks.updateStickBrand(db, current.id, input);
    return sticks.findStickBrand(db, current.id);
  });
  const deleteStickbrandDoc = documented(WRITE, { summary: 'Delete a stick brand' });
  app.delete<ById>('/api/stickbrand/:id/', deleteStickbrandDoc, async (request, reply) => {
    await sticks.softDeleteStickBrand(db, (await liveStickBrand(db, request.params.id)).id);
    return reply.status(204).send();
  });

  const stickInput = async (body: unknown) => {
    const input = await validate(stickSchema, body);
    if (!(await sticks.liveStickBrandExists(db, input.brandFamily))) throw unknownReference('brandFamily');
    const types = new Set(await sticks.liveDeviceTypeIds(db, input.compatibility));
    if (input.compatibility.some((id) => !types.has(id))) throw unknownReference('compatibility');
    return input;
  };
  const glostickDoc = documented(WRITE, { body: stickSchema, summary: 'Add a stick' });
  app.post('/api/glostick/', glostickDoc, async (request, reply) => {
    const id = await sticks.createStick(db, await stickInput(request.body));
    return reply.status(201).send(await sticks.findStick(db, id));
  });
  const patchGlostickDoc = documented(WRITE, {
    body: stickSchema,
    partial: true,
    summary: 'Edit a stick',
  });
  app.patch<ById>('/api/glostick/:id/', patchGlostickDoc, async (request) => {
    const current = await liveStick(db, request.params.id);
    const merged = {
      title: current.title,
      crmId: current.crmId,
      brandFamily: current.brandFamily.id,
      compatibility: current.compatibility.map((t) => t.id),
      ...jsonObject(request.body),
    };
    await sticks.updateStick(db, current.id, await stickInput(merged));
    return sticks.findStick(db, current.id);
  });
  const deleteGlostickDoc = documented(WRITE, { summary: 'Delete a stick' });
  app.delete<ById>('/api/glostick/:id/', deleteGlostickDoc, async (request, reply) => {
    await sticks.softDeleteStick(db, (await liveStick(db, request.params.id)).id);
    return reply.status(204).send();
  });

  // ---- brands -------------------------------------------------------------------------------
  const brandInput = async (body: unknown) => {
    const input = await validate(brandSchema, body);
    if (!(await brands.segmentExists(db, input.segment))) throw unknownReference('segment');
    return input;
  };
  const brandJson = async (id: number) => ({
    ...(await brands.findBrand(db, id))!,
    formats: (await formats.formatsOfBrands(db, [id])).get(id) ?? [],
  });
  const brandDoc = documented(WRITE, { body: brandSchema, summary: 'Add a brand' });
  app.post('/api/brand/', brandDoc, async (request, reply) => {
    const id = await brands.createBrand(db, await brandInput(request.body));
    return reply.status(201).send(await brandJson(id));
  });
  const patchBrandDoc = documented(WRITE, { body: brandSchema, partial: true, summary: 'Edit a brand' });
  app.patch<ById>('/api/brand/:id/', patchBrandDoc, async (request) => {
    const current = await liveBrand(db, request.params.id);
    const merged = {
      title: current.title,
      segment: current.segment?.id,
      is_bat: current.isBat,
      ...jsonObject(request.body),
    };
    await brands.updateBrand(db, current.id, await brandInput(merged));
    return brandJson(current.id);
  });
  const deleteBrandDoc = documented(WRITE, { summary: 'Delete a brand' });
  app.delete<ById>('/api/brand/:id/', deleteBrandDoc, async (request, reply) => {
    await brands.softDeleteBrand(db, (await liveBrand(db, request.params.id)).id);
    return reply.status(204).send();
  });

  // ---- formats ------------------------------------------------------------------------------
  const formatInput = async (body: unknown) => {
    const input = await validate(formatSchema, body);
    if (!(await brands.liveBrandExists(db, input.brand))) throw unknownReference('brand');
    return input;
  };
  const formatDoc = documented(WRITE, { body: formatSchema, summary: 'Add a format' });
  app.post('/api/format/', formatDoc, async (request, reply) => {
    const id = await formats.createFormat(db, await formatInput(request.body));
    return reply.status(201).send(await formats.findFormat(db, id));
  });
  const patchFormatDoc = documented(WRITE, {
    body: formatSchema,
    partial: true,
    summary: 'Edit a format (isDeleted: true deletes it)',
  });
  // PATCH with isDeleted: true is how a format is deleted (part 2 §7).
  app.patch<ById>('/api/format/:id/', patchFormatDoc, async (request) => {
    const current = await liveFormat(db, request.params.id);
    const merged = {
      title: current.title,
      brand: current.brand.id,
      sku: current.sku,
      externalVisibility: current.externalVisibility,
      externalTitle: current.externalTitle,
      minimalretailprice: current.minimalretailprice ?? [],
      isDeleted: current.isDeleted,
      ...jsonObject(request.body),
    };
    await formats.updateFormat(db, current.id, await formatInput(merged));
    return formats.findFormat(db, current.id);
  });
  const deleteFormatDoc = documented(WRITE, { summary: 'Delete a format' });
  app.delete<ById>('/api/format/:id/', deleteFormatDoc, async (request, reply) => {
    const current = await liveFormat(db, request.params.id);
    await formats.updateFormat(db, current.id, {
      ...current,
      minimalretailprice: current.minimalretailprice ?? [],
      brand: current.brand.id,
      isDeleted: true,
    });
    return reply.status(204).send();
  });

  // ---- compliment kinds ---------------------------------------------------------------------
  const complimentInput = async (body: unknown) => {
    const input = await validate(complimentKindSchema, body);
    if (!(await compliments.complimentTypeExists(db, input.type))) throw unknownReference('type');
    return input;
  };
  const complimentkindDoc = documented(WRITE, {
    body: complimentKindSchema,
    summary: 'Add a compliment kind',
  });
  app.post('/api/complimentkind/', complimentkindDoc, async (request, reply) => {
    const input = await complimentInput(request.body);
    // A new kind always starts at two per hour (part 2 §4 "Compliment").
    const id = await compliments.createCompliment(db, {
      ...input,
      recommendedPerHour: RECOMMENDED_PER_HOUR_ON_CREATION,
    });
    return reply.status(201).send(await compliments.findCompliment(db, id));
  });
  const patchComplimentkindDoc = documented(WRITE, {
    body: complimentKindSchema,
    partial: true,
    summary: 'Edit a compliment kind',
  });
  app.patch<ById>('/api/complimentkind/:id/', patchComplimentkindDoc, async (request) => {
    const current = await liveCompliment(db, request.params.id);
    const merged = {
      type: current.type.id,
      title: current.title,
      sap: current.sap,
      recommendedPerHour: current.recommendedPerHour,
      ...jsonObject(request.body),
    };
    await compliments.updateCompliment(db, current.id, await complimentInput(merged));
    return compliments.findCompliment(db, current.id);
  });
  const deleteComplimentkindDoc = documented(WRITE, { summary: 'Delete a compliment kind' });
  app.delete<ById>('/api/complimentkind/:id/', deleteComplimentkindDoc, async (request, reply) => {
    await compliments.softDeleteCompliment(db, (await liveCompliment(db, request.params.id)).id);
    return reply.status(204).send();
  });

  // ---- programs -----------------------------------------------------------------------------
  /** The payload names the program code `id` (part 2 §7); `programId` is taken too. */
  const programInput = async (body: Record<string, unknown>, selfId?: number) => {
    const { id, programId, ...rest } = body;
    const input = await validate(programSchema, { ...rest, programId: programId ?? id });
    if (input.category != null && !(await programs.programCategoryExists(db, input.category)))
      throw unknownReference('category');
    if (await programs.programIdTaken(db, input.programId, selfId))
      throw badRequest({ programId: [PROGRAM_ID_TAKEN] });
    for (const [i, limit] of input.limits.entries()) {
      const field = `limits[${i}].limitsOutside`;
      if (selfId && limit.limitsOutside.includes(selfId)) throw badRequest({ [field]: [PROGRAM_SELF_LIMIT] });
      const found = new Set(await programs.liveProgramIds(db, limit.limitsOutside));
      if (limit.limitsOutside.some((other) => !found.has(other))) throw unknownReference(field);
    }
    return input;
  };
  const programJson = async (id: number) => ({
    ...(await programs.findProgram(db, id))!,
    limits: (await programs.limitsOfPrograms(db, [id])).get(id) ?? [],
  });
  const programDoc = documented(WRITE, {
    body: programSchema,
    summary: 'Add a program (its code as id or programId)',
  });
  app.post('/api/program/', programDoc, async (request, reply) => {
    const id = await programs.createProgram(db, await programInput(jsonObject(request.body)));
    return reply.status(201).send(await programJson(id));
  });
  const patchProgramDoc = documented(WRITE, {
    body: programSchema,
    partial: true,
    summary: 'Edit a program',
  });
  app.patch<ById>('/api/program/:id/', patchProgramDoc, async (request) => {
    const current = await liveProgram(db, request.params.id);
    const stored = await programJson(current.id);
    // The body's `id` is the program code (part 2 §7), not the record's id.
    const { id: code, ...body } = jsonObject(request.body);
    const merged = {
      title: current.title,
      description: current.description,
      category: current.category?.id ?? null,
      not_for_bat_brand: current.notForBatBrand,
      is_repeat_customer_check: current.isRepeatCustomerCheck,
      is_with_batyr: current.isWithBatyr,
      limits: stored.limits.map((l) => ({
        limitsInside: l.limitsInside,
        limitsInsidePeriod: l.limitsInsidePeriod,
        consultant_limits: l.consultantLimits,
        limitsOutside: l.limitsOutside.map((o) => o.id),
      })),
      ...body,
      programId: body.programId ?? code ?? current.programId,
    };
    await programs.updateProgram(db, current.id, await programInput(merged, current.id));
    return programJson(current.id);
  });
  const deleteProgramDoc = documented(WRITE, { summary: 'Delete a program' });
  app.delete<ById>('/api/program/:id/', deleteProgramDoc, async (request, reply) => {
    await programs.softDeleteProgram(db, (await liveProgram(db, request.params.id)).id);
    return reply.status(204).send();
  });
};
