// Component tests run in happy-dom. Its fetch family follows browser rules (no Cookie, Origin or
// Set-Cookie headers), which would blind the API tests, so the native Request, Response, Headers
// and fetch are put back after registering; WebSocket stays reachable as NativeWebSocket.
import { afterEach } from "bun:test";
import { GlobalRegistrator } from "@happy-dom/global-registrator";
import { restoreGlobals } from "./lib/test-globals";

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

// A browser's reportError (which React uses for an error thrown in an event handler) fires an
// "error" event on window; Bun's own goes straight to the test runner. Do what the browser does,
// so a test can watch for such errors; one nobody handles still reaches the runner.
const runtimeReportError = globalThis.reportError;
globalThis.reportError = (error: unknown) => {
  const event = new window.ErrorEvent("error", {
    cancelable: true,
    error,
    message: error instanceof Error ? error.message : String(error),
  });
  if (window.dispatchEvent(event)) runtimeReportError(error);
};

// A preload's hook runs after every test of every file: what a test replaced with stubGlobal
// (fakeApi's fetch among them) never reaches the next test, whichever file imported it first.
afterEach(restoreGlobals);
