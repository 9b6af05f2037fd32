import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { isFileId, LIST_BATCH, newFileId, sha256Of, type FileStore } from './fileStore.ts';

export interface S3Location {
  client: S3Client;
  bucket: string;
  /** Key prefix inside the bucket ('' or ending in '/'). */
  prefix: string;
}

/**
 * S3_URL names the bucket and where it is:
 * - `https://host[:port]/bucket[/prefix]` for any S3-compatible server (MinIO, Ceph, R2, ...),
 *   path-style, optionally with `key:secret@` before the host;
 * - `s3://bucket[/prefix]` for AWS itself.
 * Without credentials in the URL the AWS SDK's own chain applies (AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, instance roles). S3_REGION (default us-east-1) sets the region.
 */
export function s3LocationFrom(url: string, region = 'us-east-1'): S3Location {
  const parsed = new URL(url);
  const path = decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, '');
  const [bucket, ...rest] = parsed.protocol === 's3:' ? [parsed.hostname, path] : path.split('/');
  const prefixPath = rest.filter(Boolean).join('/');
  if (!bucket) throw new Error('S3_URL must name a bucket (https://host/bucket or s3://bucket)');
  const credentials =
    parsed.username && parsed.password
      ? {
          accessKeyId: decodeURIComponent(parsed.username),
          secretAccessKey: decodeURIComponent(parsed.password),
        }
      : undefined;
  const client = new S3Client({
    region,
    ...(credentials ? { credentials } : {}),
    ...(parsed.protocol === 's3:'
      ? {}
      : { endpoint: `${parsed.protocol}//${parsed.host}`, forcePathStyle: true }),
    // Servers other than AWS differ in the newer default checksums; sha256 is kept in metadata.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { client, bucket, prefix: prefixPath ? `${prefixPath}/` : '' };
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

/** Files as objects of one bucket, keyed by prefix + id; content type and sha256 on the object. */
export function s3FileStore({ client, bucket, prefix }: S3Location): FileStore {
  const key = (id: string) => `${prefix}${id}`;
  return {
    kind: 's3',

    async put(bytes, contentType) {
      const id = newFileId();
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key(id),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          Metadata: { sha256: sha256Of(bytes) },
        }),
      );
      return id;
    },

    async get(id) {
      if (!isFileId(id)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(id) }));
        const bytes = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
        return {
          bytes,
          contentType: answer.ContentType ?? 'application/octet-stream',
          size: bytes.length,
          sha256: answer.Metadata?.sha256 ?? sha256Of(bytes),
          createdAt: answer.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async exists(id) {
      if (!isFileId(id)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(id) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async delete(id) {
      if (!isFileId(id)) return;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(id) }));
    },

    async *listOlderThan(cutoff) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix,
            ContinuationToken: token,
            MaxKeys: LIST_BATCH,
          }),
        );
        const ids = (page.Contents ?? [])
          .filter((o) => o.LastModified && o.LastModified < cutoff)
          .map((o) => (o.Key ?? '').slice(prefix.length))
          .filter(isFileId);
        if (ids.length > 0) yield ids;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
