// Test support: a local stand-in for the WhatsApp Cloud API (a real HTTP server on 127.0.0.1),
// so the messaging tests exercise the real client, real fetch and real timeouts.

export type FakeReply =
  | { status: number; body: unknown; delayMs?: number }
  /** Never answers until release() (a request stuck in flight, a process about to crash). */
  | { hang: true };

export type FakeRequest = { method: string; path: string; authorization: string | null; body: any };

export function startFakeGraphApi() {
  const requests: FakeRequest[] = [];
  const queue: FakeReply[] = [];
  const hanging: Array<() => void> = [];
  let counter = 0;

  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      const text = await request.text();
      requests.push({
        method: request.method,
        path: url.pathname,
        authorization: request.headers.get("authorization"),
        body: text ? JSON.parse(text) : null,
      });
      const reply = queue.shift() ?? { status: 200, body: null };
      if ("hang" in reply) {
        await new Promise<void>((resolve) => hanging.push(resolve));
        return fakeSuccess(++counter);
      }
      if (reply.delayMs) await Bun.sleep(reply.delayMs);
      return Response.json(reply.body ?? fakeSuccessBody(++counter), { status: reply.status });
    },
  });

  return {
    /** What to put in WHATSAPP_API_URL. */
    url: `http://127.0.0.1:${server.port}/v23.0`,
    requests,
    /** Answers for the next requests, in order; afterwards every request succeeds. */
    reply: (...replies: FakeReply[]) => void queue.push(...replies),
    /** Lets hanging requests answer (with success). */
    release: () => hanging.splice(0).forEach((resolve) => resolve()),
    stop: () => {
      for (const resolve of hanging.splice(0)) resolve();
      return server.stop(true);
    },
  };
}
export type FakeGraphApi = ReturnType<typeof startFakeGraphApi>;

const fakeSuccessBody = (n: number) => ({
  messaging_product: "whatsapp",
  contacts: [{ input: "393331234567", wa_id: "393331234567" }],
  messages: [{ id: `wamid.TEST${n}`, message_status: "accepted" }],
});
const fakeSuccess = (n: number) => Response.json(fakeSuccessBody(n));

/** The Graph API's error envelope, as Meta sends it. */
export const graphError = (code: number, message = "(#" + code + ") error", details?: string) => ({
  error: {
    message,
    type: "OAuthException",
    code,
    ...(details ? { error_data: { messaging_product: "whatsapp", details } } : {}),
    fbtrace_id: "AbCdEf",
  },
});

/** The webhook body Meta posts for message statuses (sent, delivered, read, failed with `errors`). */
export const statusesWebhook = (statuses: Record<string, unknown>[]) => ({
  object: "whatsapp_business_account",
  entry: [
    {
      id: "102290129340398",
      changes: [
        {
          field: "messages",
          value: { messaging_product: "whatsapp", metadata: { display_phone_number: "15550783881", phone_number_id: "106540352242922" }, statuses },
        },
      ],
    },
  ],
});
