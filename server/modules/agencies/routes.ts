import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { agencySchema, registrationSchema } from '../../../domain/validation/agency';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { jsonObject, parseId, unknownReference, validate } from '../../http/validate';
import { findActiveCity } from '../cities/queries';
import { type AgencyDetails, findAgencyDetails, regionExists, updateAgency } from './queries';

const WRITE = { config: { access: 'agencies.write' as const } };

/** A new registration link: 24 url-safe characters, so the old one can no longer be guessed. */
const newRegistrationHash = () => randomBytes(18).toString('base64url');

/** The agency page as GraphQL's `agency(id)` answers it (REST answers the same after a write). */
export const agencyJson = ({ agency, region, city }: AgencyDetails) => ({
  id: agency.id,
  title: agency.title,
  logo: agency.logo,
  phone: agency.phone,
  address: agency.address,
  email: agency.email,
  latitude: agency.latitude,
  longitude: agency.longitude,
  isRegOpened: agency.isRegOpened,
  registrationHash: agency.registrationHash,
  region,
  city,
});

/** The agency page's writes: its data, opening/closing self-registration, a new link. */
export const agencyRoutes = (db: Db) => async (app: FastifyInstance) => {
  /** The viewer's own agency (HQ: any); 404 alike when there is none and when it is another's. */
  const ownAgency = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const id = parseId(request.params.id);
    const found = id ? await findAgencyDetails(db, request.viewer!, id) : null;
    if (found) return found;
    throw notFound();
  };
  const reread = async (request: FastifyRequest<{ Params: { id: string } }>) =>
    agencyJson((await ownAgency(request))!);

  const agenciesDoc = documented(WRITE, {
    body: agencySchema.concat(registrationSchema),
    partial: true,
    summary: 'Edit an agency, or open and close its sign-up',
  });
  app.patch<{ Params: { id: string } }>('/api/agencies/:id/', agenciesDoc, async (request) => {
    const current = await ownAgency(request);
    const body = jsonObject(request.body);
    const { isRegOpened, ...fields } = body;
    const changes: Parameters<typeof updateAgency>[2] = {};
    if (isRegOpened !== undefined)
      changes.isRegOpened = (await validate(registrationSchema, { isRegOpened })).isRegOpened;
    if (Object.keys(fields).length > 0) {
      const { agency } = current;
      const input = await validate(agencySchema, {
        title: agency.title,
        logo: agency.logo,
        phone: agency.phone,
        address: agency.address,
        email: agency.email,
        region: agency.regionId,
        city: agency.cityId,
        latitude: agency.latitude,
        longitude: agency.longitude,
        ...fields,
      });
      if (input.region != null && !(await regionExists(db, input.region))) throw unknownReference('region');
      if (input.city != null && !(await findActiveCity(db, input.city))) throw unknownReference('city');
      const { region, city, ...rest } = input;
      Object.assign(changes, { ...rest, regionId: region ?? null, cityId: city ?? null });
    }
    if (Object.keys(changes).length > 0) await updateAgency(db, current.agency.id, changes);
    return reread(request);
  });

  const hashDoc = documented(WRITE, {
    summary: 'A new sign-up link for an agency (the old one stops working)',
  });
  app.post<{ Params: { id: string } }>('/api/agencies/:id/registration-hash/', hashDoc, async (request) => {
    const current = await ownAgency(request);
    await updateAgency(db, current.agency.id, { registrationHash: newRegistrationHash() });
    return reread(request);
  });
};
