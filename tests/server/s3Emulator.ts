import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3Client } from '../../server/storage/s3';
import type { StorageSettings } from '../../server/storage/settings';

export type S3Settings = Extract<StorageSettings, { backend: 's3' }>;

/**
 * A local S3 emulator for tests (s3rver on port 0, files in a temporary folder) with the bucket
 * created through the API, as an operator would. s3rver does not implement ListMultipartUploads
 * nor AbortMultipartUpload: a small middleware in front of its router answers those two from the
 * multipart uploads it saw initiated and not completed (so `removeUnfinished` runs its real calls).
 */
export const startS3 = async (options: { bucket?: string; presignedDownloads?: boolean } = {}) => {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const open = new Map<string, { bucket: string; key: string; initiated: Date }>();
  // After s3rver's logger, XML encoder and mount interop; before its vhost handling and router.
  server.middleware.splice(3, 0, async (ctx, next) => {
    const [, bucket, ...rest] = ctx.path.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (ctx.method === 'GET' && !key && 'uploads' in ctx.query) {
      const prefix = ctx.query.prefix ?? '';
      const uploads = [...open]
        .filter(([, u]) => u.bucket === bucket && u.key.startsWith(prefix))
        .map(([UploadId, u]) => ({ Key: u.key, UploadId, Initiated: u.initiated.toISOString() }));
      ctx.body = {
        ListMultipartUploadsResult: { Bucket: bucket, IsTruncated: false, MaxUploads: 1000, Upload: uploads },
      };
      return;
    }
    if (ctx.method === 'DELETE' && key && ctx.query.uploadId) {
      if (!open.delete(ctx.query.uploadId)) ctx.status = 404;
      else ctx.status = 204;
      return;
    }
    await next();
    if (ctx.method === 'POST' && 'uploads' in ctx.query) {
      const result = (ctx.body as { InitiateMultipartUploadResult?: { UploadId: string } })
        ?.InitiateMultipartUploadResult;
      if (result) open.set(result.UploadId, { bucket, key, initiated: new Date() });
    }
    if (ctx.method === 'POST' && ctx.query.uploadId) open.delete(ctx.query.uploadId);
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    backend: 's3',
    bucket: options.bucket ?? 'promo-files',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    prefix: 'test/',
    presignedDownloads: options.presignedDownloads ?? false,
    linkSeconds: 60,
  };
  const client = s3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  return {
    settings,
    client,
    /** The multipart uploads begun and neither completed nor aborted. */
    unfinished: () => [...open.values()],
    /** Environment variables naming this bucket, as an operator sets them. */
    env: {
      STORAGE: 's3',
      S3_BUCKET: settings.bucket,
      S3_ENDPOINT: settings.endpoint!,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: settings.prefix,
    },
    stop: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
};
