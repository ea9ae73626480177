import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { QUESTIONNAIRE_MESSAGES } from '../../../domain/validation/questionnaire';
import type { Db } from '../../db';
import { badRequest, forbidden, notFound, profileInactive } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { parseId } from '../../http/validate';
import type { Storage } from '../../storage/files';
import { PHOTO_FORM_LIMITS, photoArea, readPersonForm, replacePhoto, scopedPhotoFile } from './photos';
import { scopedTarget } from './target';

type Params = { Params: { id: string } };

/**
 * The questionnaire's photo: GET /api/user-photos/{name}/ serves one to whoever may see its
 * person's profile (anyone else, or a name that is none of ours, gets 404 as for a missing one);
 * PUT /api/users/{id}/photo/ (multipart `photo`) replaces one's own and DELETE removes it.
 */
export const photoRoutes = (db: Db, storage: Storage) => async (app: FastifyInstance) => {
  await app.register(multipart, { limits: PHOTO_FORM_LIMITS });
  const area = photoArea(storage);

  app.get<{ Params: { name: string } }>(
    '/api/user-photos/:name/',
    documented({ config: { access: 'profile.read' } }, { summary: "A profile's photo" }),
    async (request, reply) => {
      const name = await scopedPhotoFile(db, request.viewer!, request.params.name);
      const file = name ? await area.read(name) : null;
      if (!file) throw notFound();
      return (
        reply
          .type(name!.endsWith('.png') ? 'image/png' : 'image/jpeg')
          .header('Content-Length', file.size)
          // A person's photo: personal data, kept by no shared cache; its address changes with it.
          .header('Cache-Control', 'private, max-age=86400')
          .header('X-Content-Type-Options', 'nosniff')
          .send(file.stream)
      );
    },
  );

  /**
   * One's own profile only (part 1 §6: the edit button shows on one's own profile); as the
   * profile's PATCH answers, a user outside the caller's scope is missing (404), one within it
   * forbidden (403).
   */
  const own = async (request: FastifyRequest<Params>) => {
    const viewer = request.viewer!;
    if (viewer.inactive) throw profileInactive();
    const id = parseId(request.params.id);
    if (!id) throw notFound();
    if (id !== viewer.id) {
      await scopedTarget(db, viewer, id);
      throw forbidden();
    }
    return id;
  };

  const photoDoc = documented(
    { config: { access: 'authenticated' } },
    {
      summary: "Replace one's own profile photo",
      consumes: ['multipart/form-data'],
      files: ['photo'],
      description: 'Form data: the file `photo`, a JPEG or PNG.',
    },
  );
  app.put<Params>('/api/users/:id/photo/', photoDoc, async (request) => {
    const id = await own(request);
    const form = await readPersonForm(request);
    if (form.errors.photo) throw badRequest({ photo: form.errors.photo }, form.errors.photo[0]);
    if (!form.photo) throw badRequest({ photo: [QUESTIONNAIRE_MESSAGES.photoNotImage] });
    return { photo: await replacePhoto(db, area, id, form.photo) };
  });

  const deletePhotoDoc = documented(
    { config: { access: 'authenticated' } },
    { summary: "Remove one's own profile photo" },
  );
  app.delete<Params>('/api/users/:id/photo/', deletePhotoDoc, async (request) => {
    const id = await own(request);
    return { photo: await replacePhoto(db, area, id, null) };
  });
};
