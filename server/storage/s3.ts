import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ConfigError } from '../config';
import { attachment } from './attachment';
import {
  areasOf,
  checkedName,
  type FileArea,
  type FileAreaName,
  freshName,
  nameFor,
  readableOf,
  STORED_NAME,
  type Storage,
} from './files';
import type { StorageSettings } from './settings';

type S3Settings = Extract<StorageSettings, { backend: 's3' }>;

/** A part of a multipart upload (S3's least but the last); a smaller file goes in one PutObject. */
const PART_BYTES = 8 * 1024 * 1024;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404);

export const s3Client = (settings: S3Settings) =>
  new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: S3-compatible services differ on the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

/**
 * An area in an S3-compatible bucket: key `<S3_PREFIX><area>/<name>`. `put` streams through
 * lib-storage's Upload (one PutObject for a small file, a multipart upload for a large one, which
 * S3 shows only once completed): a failing source or store aborts it, so nothing is left under the
 * name. `removeUnfinished` aborts the multipart uploads a stopped process left.
 */
export const s3Area = (client: S3Client, settings: S3Settings, area: FileAreaName): FileArea => {
  const Bucket = settings.bucket;
  const folder = `${settings.prefix}${area}/`;
  const key = (name: string) => `${folder}${name}`;
  /** Aborts the multipart uploads under `prefix` begun when `due` says; answers how many. */
  const abortUnfinished = async (prefix: string, due: (initiated: Date) => boolean) => {
    let removed = 0;
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    do {
      const page = await client
        .send(new ListMultipartUploadsCommand({ Bucket, Prefix: prefix, KeyMarker, UploadIdMarker }))
        // A store without multipart listing (some S3-compatible ones) has nothing to show here.
        .catch((error) => {
          if (error instanceof S3ServiceException && error.name === 'NotImplemented') return null;
          throw error;
        });
      if (!page) return removed;
      for (const unfinished of page.Uploads ?? []) {
        if (!unfinished.Key || !unfinished.UploadId || !due(unfinished.Initiated ?? new Date(0))) continue;
        await client.send(
          new AbortMultipartUploadCommand({ Bucket, Key: unfinished.Key, UploadId: unfinished.UploadId }),
        );
        removed += 1;
      }
      const more = page.IsTruncated;
      KeyMarker = more ? page.NextKeyMarker : undefined;
      UploadIdMarker = more ? page.NextUploadIdMarker : undefined;
    } while (KeyMarker);
    return removed;
  };
  const put: FileArea['put'] = async (extension, source, options) => {
    const name = nameFor(extension, options);
    const input = readableOf(source);
    let size = 0;
    const counted = Readable.from(
      (async function* () {
        for await (const chunk of input) {
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Uint8Array);
          size += bytes.length;
          yield bytes;
        }
      })(),
    );
    const upload = new Upload({
      client,
      params: { Bucket, Key: key(name), Body: counted },
      partSize: PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
      return { name, size };
    } catch (error) {
      input.destroy();
      counted.destroy();
      await upload.abort().catch(() => undefined);
      throw error;
    }
  };
  return {
    area,
    newName: freshName,
    put,
    write: async (extension, data) => (await put(extension, Readable.from([Buffer.from(data)]))).name,
    read: async (name) => {
      if (!STORED_NAME.test(name)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
        if (!answer.Body) return null;
        return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    readAll: async (name) => {
      if (!STORED_NAME.test(name)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    remove: async (name) => {
      const Key = key(checkedName(name));
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
      await abortUnfinished(Key, () => true);
    },
    list: async function* () {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: folder, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(folder.length) ?? '';
          if (STORED_NAME.test(name)) yield { name, modified: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    removeUnfinished: (before) =>
      abortUnfinished(folder, (initiated) => initiated.getTime() < before.getTime()),
    link: async (name, download) => {
      if (!settings.presignedDownloads) return null;
      const command = new GetObjectCommand({
        Bucket,
        Key: key(checkedName(name)),
        ...(download.disposition || download.filename
          ? { ResponseContentDisposition: download.disposition ?? attachment(download.filename!) }
          : {}),
        ...(download.type ? { ResponseContentType: download.type } : {}),
        ResponseCacheControl: 'no-store',
      });
      return getSignedUrl(client, command, { expiresIn: settings.linkSeconds });
    },
  };
};

/**
 * The bucket answers with these settings, or the start stops saying why (a wrong endpoint, a
 * missing bucket, refused credentials), before any file is needed.
 */
const checkBucket = async (client: S3Client, settings: S3Settings) => {
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    const status = (error as S3ServiceException).$metadata?.httpStatusCode;
    const reason =
      status === 404
        ? 'no such bucket'
        : status === 403 || status === 401
          ? 'access refused: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'
          : (error as Error).message || (error as Error).name;
    throw new ConfigError(
      `S3_BUCKET "${settings.bucket}" is not usable at ${settings.endpoint ?? `AWS ${settings.region}`}: ${reason}`,
    );
  }
};

export const s3Storage = async (settings: S3Settings): Promise<Storage> => {
  const client = s3Client(settings);
  await checkBucket(client, settings);
  let linkOrigin: string | null = null;
  if (settings.presignedDownloads) {
    const endpoint = settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`;
    // Virtual-hosted style puts the bucket in the host name.
    const url = new URL(endpoint);
    if (!settings.forcePathStyle) url.hostname = `${settings.bucket}.${url.hostname}`;
    linkOrigin = url.origin;
  }
  return {
    backend: 's3',
    linkOrigin,
    area: areasOf((name) => s3Area(client, settings, name)),
  };
};
