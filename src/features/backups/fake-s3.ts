/**
 * A local S3-compatible endpoint for tests: it accepts a plain PUT and the multipart calls
 * (create, upload part, complete), records each object's bytes and the headers it came with.
 * Path-style addressing: http://127.0.0.1:PORT/<bucket>/<key>.
 */
export function startFakeS3(opts: { fail?: boolean } = {}) {
  const objects = new Map<string, Uint8Array>();
  const requests: { method: string; path: string; authorization: string }[] = [];
  const uploads = new Map<string, Map<number, Uint8Array>>();
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      const key = decodeURIComponent(url.pathname.slice(1));
      requests.push({ method: request.method, path: key, authorization: request.headers.get("authorization") ?? "" });
      if (opts.fail) return new Response("<Error><Code>AccessDenied</Code></Error>", { status: 403 });
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
      return new Response("", { status: 404 });
    },
  });
  return { url: `http://127.0.0.1:${server.port}`, objects, requests, stop: () => server.stop(true) };
}
