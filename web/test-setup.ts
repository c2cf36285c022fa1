// Component tests run in happy-dom; server tests ignore the globals it registers, except
// WebSocket, which happy-dom replaces: the native one stays reachable for the live-socket tests.
import { GlobalRegistrator } from "@happy-dom/global-registrator";

(globalThis as { NativeWebSocket?: typeof WebSocket }).NativeWebSocket = globalThis.WebSocket;
GlobalRegistrator.register({ url: "http://localhost:3000/" });
