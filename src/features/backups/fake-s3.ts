/**
 * A local S3-compatible endpoint for tests: it accepts a plain PUT and the multipart calls
 * (create, upload part, complete), GET, HEAD, DELETE and ListObjectsV2 (paged), and records
 * each object's bytes and each request.
 * Path-style addressing: http://127.0.0.1:PORT/<bucket>/<key>.
 */
export function startFakeS3(opts: { fail?: boolean; pageSize?: number } = {}) {
  const pageSize = opts.pageSize ?? 1000;
  const state = { fail: opts.fail ?? false };
  const objects = new Map<string, Uint8Array>();
  const requests: { method: string; path: string; authorization: string }[] = [];
  const uploads = new Map<string, Map<number, Uint8Array>>();
  const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  /** ListObjectsV2 over the bucket's keys, `pageSize` at a time (a continuation token is the next index). */
  function list(bucket: string, params: URLSearchParams) {
    const prefix = params.get("prefix") ?? "";
    const keys = [...objects.keys()].filter((k) => k.startsWith(`${bucket}/${prefix}`)).map((k) => k.slice(bucket.length + 1)).sort();
    const from = Number(params.get("continuation-token") ?? 0);
    const page = keys.slice(from, from + pageSize);
    const truncated = from + pageSize < keys.length;
    const body =
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${xml(bucket)}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount>` +
      `<MaxKeys>${pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextContinuationToken>${from + pageSize}</NextContinuationToken>` : ""}` +
      page.map((k) => `<Contents><Key>${xml(k)}</Key><Size>${objects.get(`${bucket}/${k}`)!.length}</Size></Contents>`).join("") +
      `</ListBucketResult>`;
    return new Response(body, { headers: { "Content-Type": "application/xml" } });
  }
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      const key = decodeURIComponent(url.pathname.slice(1));
      requests.push({ method: request.method, path: key, authorization: request.headers.get("authorization") ?? "" });
      if (state.fail) return new Response("<Error><Code>AccessDenied</Code></Error>", { status: 403 });
      const uploadId = url.searchParams.get("uploadId");
      if (request.method === "POST" && url.searchParams.has("uploads")) {
        const id = crypto.randomUUID();
        uploads.set(id, new Map());
        return new Response(
          `<?xml version="1.0" encoding="UTF-8"?><InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
          { headers: { "Content-Type": "application/xml" } },
        );
      }
      if (request.method === "PUT" && uploadId) {
        uploads.get(uploadId)?.set(Number(url.searchParams.get("partNumber")), new Uint8Array(await request.arrayBuffer()));
        return new Response("", { headers: { ETag: `"part-${url.searchParams.get("partNumber")}"` } });
      }
      if (request.method === "POST" && uploadId) {
        const parts = [...(uploads.get(uploadId) ?? new Map<number, Uint8Array>()).entries()].sort((a, b) => a[0] - b[0]);
        objects.set(key, Buffer.concat(parts.map(([, bytes]) => bytes)));
        return new Response(
          `<?xml version="1.0" encoding="UTF-8"?><CompleteMultipartUploadResult><Key>${key}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`,
          { headers: { "Content-Type": "application/xml" } },
        );
      }
      if (request.method === "PUT") {
        objects.set(key, new Uint8Array(await request.arrayBuffer()));
        return new Response("", { headers: { ETag: '"etag"' } });
      }
      if (request.method === "GET" && url.searchParams.get("list-type") === "2") return list(key.replace(/\/$/, ""), url.searchParams);
      const found = objects.get(key);
      if (request.method === "DELETE") {
        objects.delete(key);
        return new Response(null, { status: 204 });
      }
      if ((request.method === "GET" || request.method === "HEAD") && found) {
        return new Response(request.method === "HEAD" ? null : (found as Uint8Array<ArrayBuffer>), { headers: { "Content-Length": String(found.length), ETag: '"etag"' } });
      }
      return new Response(request.method === "HEAD" ? null : "<Error><Code>NoSuchKey</Code></Error>", { status: 404, headers: { "Content-Type": "application/xml" } });
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    objects,
    requests,
    /** From now on every request is refused (403), or accepted again. */
    failing: (on: boolean) => {
      state.fail = on;
    },
    stop: () => server.stop(true),
  };
}
