import type { FastifyReply } from 'fastify';
import { notFound } from '../http/errors';
import { attachment } from './attachment';
import type { FileArea } from './files';

export { attachment };

/**
 * Answers a stored file as a download, AFTER the route's own permission check: with
 * S3_PRESIGNED_DOWNLOADS a 302 to a presigned link of a few minutes (the browser fetches the
 * bytes from the bucket; `filename` and `type` ride on the link), otherwise the bytes streamed
 * through the API with their length. A file that is gone answers 404, never a 500.
 */
export const sendDownload = async (
  reply: FastifyReply,
  area: FileArea,
  name: string,
  download: { type: string; filename?: string; disposition?: string; cacheControl?: string },
) => {
  const link = await area.link(name, download);
  if (link) return reply.header('Cache-Control', 'no-store').redirect(link, 302);
  const file = await area.read(name);
  if (!file) throw notFound();
  reply
    .type(download.type)
    .header('Content-Length', file.size)
    .header('Cache-Control', download.cacheControl ?? 'no-store')
    .header('X-Content-Type-Options', 'nosniff');
  const disposition = download.disposition ?? (download.filename ? attachment(download.filename) : null);
  if (disposition) reply.header('Content-Disposition', disposition);
  return reply.send(file.stream);
};
