// Component tests run in happy-dom. Its fetch family follows browser rules (no Cookie, Origin or
// Set-Cookie headers), which would blind the API tests, so the native Request, Response, Headers
// and fetch are put back after registering; WebSocket stays reachable as NativeWebSocket.
import { GlobalRegistrator } from "@happy-dom/global-registrator";

const native = {
  Request: globalThis.Request,
  Response: globalThis.Response,
  Headers: globalThis.Headers,
  fetch: globalThis.fetch,
  FormData: globalThis.FormData,
  AbortController: globalThis.AbortController,
  AbortSignal: globalThis.AbortSignal,
};
(globalThis as { NativeWebSocket?: typeof WebSocket }).NativeWebSocket = globalThis.WebSocket;
GlobalRegistrator.register({ url: "http://localhost:3000/" });
Object.assign(globalThis, native);
