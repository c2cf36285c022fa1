import { S3Client } from "bun";
import type { BackupConfig } from "../../config";

type S3Target = NonNullable<BackupConfig["s3"]>;

export const offsiteUrl = (s3: S3Target, name: string) => `s3://${s3.bucket}/${s3.prefix}${name}`;

/**
 * Copies a finished backup to S3-compatible storage with Bun's built-in client (it signs with
 * SigV4 and switches to a multipart upload for large files by itself). The keys stay inside the
 * client: callers log only the s3:// URL.
 */
export async function uploadBackup(s3: S3Target, path: string, name: string): Promise<string> {
  const client = new S3Client({
    bucket: s3.bucket,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    ...(s3.region ? { region: s3.region } : {}),
  });
  await client.write(`${s3.prefix}${name}`, Bun.file(path), { type: "application/vnd.sqlite3" });
  return offsiteUrl(s3, name);
}
