import { Elysia } from "elysia";
import type { Db } from "../db/client";
import type { Clock } from "./clock";
import { photosDirFor, type Config } from "./config";
import type { PasswordHasher } from "./features/auth/password";
import { createAuthService } from "./features/auth/service";
import { createSessionWatch } from "./features/auth/session-watch";
import { authRoutes } from "./features/auth/routes";
import { clientErrorsRoutes } from "./features/client-errors/routes";
import { createAppointmentMessageDispatcher } from "./features/appointment-reminders/dispatch";
import { appointmentRemindersRoutes } from "./features/appointment-reminders/routes";
import { createReminderDispatcher } from "./features/reminders/dispatch";
import { remindersRoutes } from "./features/reminders/routes";
import { whatsappWebhookRoutes } from "./features/reminders/webhook-routes";
import { createWhatsAppMessenger, type Messenger } from "./messaging/whatsapp";
import { createPendingApprovals } from "./features/appointments/pending";
import { appointmentsRoutes } from "./features/appointments/routes";
import { createPublicBooking, publicBookingRoutes } from "./features/appointments/public-routes";
import { publicPagesRoutes } from "./features/appointments/public-pages";
import { createAppointmentsService } from "./features/appointments/service";
import { incomingMessagesReader, repliesRoutes } from "./features/replies/routes";
import { createRepliesService, WHATSAPP_CLIENT } from "./features/replies/service";
import { availabilityRoutes } from "./features/availability/routes";
import { backupsRoutes } from "./features/backups/routes";
import { createPhotoStore } from "./features/client-file/photo-store";
import { clientFileExport, eraseClientFile } from "./features/client-file/hooks";
import { clientFileRoutes } from "./features/client-file/routes";
import { removeFilesOfDeletedPhotos } from "./features/client-file/removed-photos";
import { createClientFileService } from "./features/client-file/service";
import { createBackupService } from "./features/backups/service";
import { dashboardRoutes } from "./features/dashboard/routes";
import { extraordinaryDaysRoutes } from "./features/extraordinary-days/routes";
import { openingHoursRoutes } from "./features/opening-hours/routes";
import { quickServicesRoutes } from "./features/quick-services/routes";
import { onlineBookingRoutes } from "./features/online-booking/routes";
import { vacationsRoutes } from "./features/vacations/routes";
import { whatsappStatusRoutes } from "./features/whatsapp-status/routes";
import { workingHoursRoutes } from "./features/working-hours/routes";
import { clientImportRoutes } from "./features/clients/import-routes";
import { clientsRoutes } from "./features/clients/routes";
import { privacyRoutes } from "./features/privacy/routes";
import { productsRoutes } from "./features/products/routes";
import { salesRoutes } from "./features/sales/routes";
import { createReceiptMessages } from "./features/sales/receipt-messages";
import { receiptRoutes } from "./features/sales/receipt-routes";
import { createTill } from "./features/sales/till";
import { reportsRoutes } from "./features/reports/routes";
import type { DriverFor } from "./fiscal/agent";
import { fiscalDriverFor } from "./fiscal/drivers";
import { createFiscal } from "./fiscal/setup";
import { completeVisit } from "./complete-visit";
import { servicesRoutes } from "./features/services/routes";
import { stylistsRoutes } from "./features/stylists/routes";
import { salonSettingsRoutes } from "./features/salon-settings/routes";
import { createSalonSettingsService } from "./features/salon-settings/service";
import { createSecretBox } from "./settings/secret-box";
import { createWhatsappCredentials } from "./settings/whatsapp-credentials";
import type { AuthContext } from "./http/auth-context";
import { unauthorized, type AppContext } from "./http/context";
import { forbidden, permissionFor, PUBLIC, undeclaredRoutes } from "./http/permissions";
import { can } from "./domain/roles";
import { activityRoutes } from "./features/activity/routes";
import { usersRoutes } from "./features/auth/users-routes";
import { toErrorResponse } from "./http/errors";
import { clientAddress } from "./http/client-address";
import { cachedVariant } from "./http/cached-response";
import { compressJson, isCompressible } from "./http/compression";
import { conditional, revalidated, wantsValidator } from "./http/etag";
import { createRequestLog, requestLine } from "./http/request-log";
import { jsonTextResponse } from "./http/json-response";
import { redactPath } from "./http/log-redaction";
import { assertBodySize, assertJsonBody, assertSameOrigin, withSecurityHeaders } from "./http/security";
import { createTokenCodec } from "./http/tokens";
import { apiNotFound, publicStylesheet, webRoutes, type WebAssets } from "./http/web-assets";
import { createLiveHub, type LiveHub } from "./live/hub";
import { LIVE_IDLE_TIMEOUT_S, liveRoutes } from "./live/socket";

export type AppDeps = {
  db: Db;
  config: Config;
  clock: Clock;
  log?: (line: string) => void;
  events?: LiveHub;
  web?: WebAssets | null;
  /** WhatsApp sender; by default the Cloud API client built from config.whatsapp. */
  messenger?: Messenger;
  /** The TCP peer of a request; by default the listening server's. app.handle() has no server, so tests pass one. */
  peerAddress?: (request: Request) => string | undefined;
  /** Password hashing; by default argon2id. Tests wrap it to count the passwords really checked. */
  passwords?: PasswordHasher;
  /** How often sockets and sessions are re-checked (SESSION_WATCH_INTERVAL_MS by default). */
  sessionWatchIntervalMs?: number;
  /** The RT driver for the printer settings; by default the one of their protocol (tests hand in a fake). */
  fiscalDriver?: DriverFor;
};

export const MAX_BODY_BYTES = 1024 * 1024;
/** A photo upload: 10 MB of photo and its multipart envelope. */
export const MAX_UPLOAD_BYTES = 11 * 1024 * 1024;


export function createApp(deps: AppDeps) {
  const log = deps.log ?? ((line: string) => console.log(line));
  const auth = createAuthService(deps.db, deps.clock, { hasher: deps.passwords });
  const sessionSecret = auth.sessionSecret(deps.config.sessionSecret);
  const tokens = createTokenCodec(sessionSecret, deps.config.cookieSecure);
  // WhatsApp credentials typed in Impostazioni, sealed with a key derived from the session secret.
  const credentials = createWhatsappCredentials({ db: deps.db, env: deps.config.whatsapp, box: createSecretBox(sessionSecret), log });
  void credentials.warm();
  const sessions = new WeakMap<Request, AuthContext>();
  const started = new WeakMap<Request, number>();
  const statuses = new WeakMap<Request, number>();
  // The path, parsed once per request (the gate, the headers and the log all need it).
  const paths = new WeakMap<Request, string>();
  const pathOf = (request: Request) => {
    let path = paths.get(request);
    if (path === undefined) {
      path = new URL(request.url).pathname;
      paths.set(request, path);
    }
    return path;
  };
  // Tests hand in `log` and read each line at once; a real server batches its request lines.
  const requestLog = deps.log ? { request: (...f: [string, string, number | undefined, number | undefined]) => log(requestLine(...f)) } : createRequestLog();
  const finish = (request: Request, response: Response) => {
    statuses.set(request, response.status);
    if (pathOf(request).startsWith("/api/") && !response.headers.has("cache-control")) {
      response.headers.set("Cache-Control", "no-store");
    }
    return withSecurityHeaders(response);
  };

  const liveServer: { current: { publish(topic: string, data: string): unknown } | null } = { current: null };
  // Beside the database this app really opened (tests hand in an in-memory one).
  const photosDir = photosDirFor(deps.db.$client.filename);
  const ctx: AppContext = {
    db: deps.db,
    photosDir,
    clientFile: {
      erase: (tx, clientId) => eraseClientFile(tx, clientId, photosDir).removeFiles,
      export: clientFileExport,
    },
    config: deps.config,
    clock: deps.clock,
    log,
    tokens,
    events: deps.events ?? createLiveHub(),
    whatsapp: () => credentials.current(),
    whatsappConfigured: () => credentials.canSendNow(),
    clientAddress: (request) =>
      clientAddress(
        deps.peerAddress ? deps.peerAddress(request) : app.server?.requestIP(request)?.address,
        request.headers.get("x-forwarded-for"),
        deps.config.trustProxy,
      ),
    requireAuth(request) {
      const found = sessions.get(request);
      if (!found) throw unauthorized();
      return found;
    },
  };

  const messenger = deps.messenger ?? createWhatsAppMessenger(deps.config.whatsapp, { credentials: ctx.whatsapp });
  const reminderDispatcher = createReminderDispatcher(ctx, messenger);
  const appointmentMessages = createAppointmentMessageDispatcher(ctx, messenger);
  const receiptMessages = createReceiptMessages(ctx, createTill(ctx), messenger);
  // A client's WhatsApp tap is a status write like the desk's: the same service, as "Cliente via WhatsApp".
  // One appointments service per app: one read cache and one group committer for every writer.
  const appointmentsService = createAppointmentsService(ctx);
  const replies = createRepliesService(ctx, (id, change) => appointmentsService.setStatus(WHATSAPP_CLIENT, id, change));
  // One service and one set of per-address limits for the public API and the public pages.
  const publicBooking = createPublicBooking(ctx, appointmentsService);
  const live = liveRoutes(ctx, () => liveServer.current);
  const sessionWatch = createSessionWatch({
    auth,
    socketSessions: live.sessionIds,
    closeSession: (id) => ctx.events.sessionRevoked(id),
    intervalMs: deps.sessionWatchIntervalMs,
  });
  const pendingApprovals = createPendingApprovals(ctx, appointmentsService);
  const backups = createBackupService({ sqlite: deps.db.$client, config: deps.config.backup, photosDir, clock: deps.clock, log });
  const photoStore = createPhotoStore(photosDir);
  const clientFile = createClientFileService(ctx, photoStore);
  clientFile.sweepStrayPhotos();
  removeFilesOfDeletedPhotos(ctx, photoStore);
  const fiscal = createFiscal(ctx, deps.fiscalDriver ?? fiscalDriverFor(deps.config.timeZone));
  const salonSettings = createSalonSettingsService(ctx, { credentials, messenger, hasBackup: () => backups.latest() !== null });

  // The till, its documents, the RT printer and the reports: one group, so the app's type stays shallow.
  const moneyRoutes = new Elysia()
    .use(productsRoutes(ctx))
    .use(salesRoutes(ctx, (user, id) => completeVisit(appointmentsService, user, id)))
    .use(receiptRoutes(ctx, receiptMessages))
    .use(reportsRoutes(ctx))
    .use(fiscal.routes());
  const app = new Elysia({
    websocket: { idleTimeout: LIVE_IDLE_TIMEOUT_S, sendPings: true },
    // No form here sends more than a few KB: every route but the photo upload is held to 1 MB by
    // assertBodySize, which keeps anonymous bodies (login, webhook) small.
    serve: { maxRequestBodySize: MAX_UPLOAD_BYTES },
  })
    .onRequest(async ({ request }) => {
      started.set(request, performance.now());
      const pathname = pathOf(request);
      if (!pathname.startsWith("/api/") && pathname !== "/api") return;
      assertSameOrigin(request);
      assertBodySize(request, pathname, MAX_BODY_BYTES);
      assertJsonBody(request, pathname);
      // src/http/permissions.ts declares every route: public ones pass, the rest need a session
      // (401) whose role holds the route's permission (403). A path no route serves needs a
      // session too, then answers 404.
      const permission = permissionFor(request.method, pathname);
      if (permission === PUBLIC) return;
      const token = await tokens.fromRequest(request);
      const session = token ? auth.authenticate(token) : null;
      if (!session) throw unauthorized();
      sessions.set(request, session);
      if (permission !== undefined && !can(session.user.role, permission)) throw forbidden();
    })
    .onError(({ code, error, request }) => finish(request, toErrorResponse(code, error, log)))
    .mapResponse(({ responseValue, set, request }) => {
      // JSON over 1 KB is compressed here (src/http/compression.ts) before the ETag is taken, so
      // each encoding carries its own strong tag.
      const send = (plain: Response, plainBody: string | Uint8Array<ArrayBuffer>) => {
        const { response, body } = compressJson(request, plain, plainBody);
        return finish(request, wantsValidator(request, response.status) ? conditional(request, response, body) : response);
      };
      if (responseValue instanceof Response) {
        // A read cache's answer carries its tag already, and its compressed variants are made once
        // per body: no need to read the body back, compress or hash it on each request.
        if (request.method === "GET" && responseValue.status === 200 && responseValue.headers.has("etag")) {
          return finish(request, revalidated(request, cachedVariant(request, responseValue)));
        }
        // A download (CSV exports) streams as it is made: never read back into one buffer.
        if (responseValue.headers.get("content-disposition")?.startsWith("attachment")) return finish(request, responseValue);
        if (!wantsValidator(request, responseValue.status) && !isCompressible(responseValue)) return finish(request, responseValue);
        return responseValue
          .bytes()
          .then((bytes) => send(new Response(bytes, { status: responseValue.status, headers: responseValue.headers }), bytes));
      }
      const body = responseValue === undefined ? null : JSON.stringify(responseValue);
      const response = jsonTextResponse(body, {
        status: typeof set.status === "number" ? set.status : 200,
        headers: set.headers as Record<string, string>,
      });
      return body === null ? finish(request, response) : send(response, body);
    })
    .onAfterResponse(({ request }) => {
      if (!deps.config.logRequests) return;
      const t0 = started.get(request);
      const ms = t0 === undefined ? undefined : Math.round((performance.now() - t0) * 10) / 10;
      requestLog.request(request.method, redactPath(pathOf(request)), statuses.get(request), ms);
    })
    .get("/api/health", () => ({ status: "ok" }))
    .use(authRoutes(ctx, auth))
    .use(remindersRoutes(ctx, reminderDispatcher))
    .use(whatsappWebhookRoutes(ctx, [incomingMessagesReader(ctx, replies)]))
    .use(repliesRoutes(replies))
    .use(appointmentRemindersRoutes(ctx, appointmentMessages))
    .use(appointmentsRoutes(ctx, appointmentsService, pendingApprovals))
    .use(publicBookingRoutes(ctx, publicBooking))
    .use(availabilityRoutes(ctx))
    .use(dashboardRoutes(ctx))
    .use(workingHoursRoutes(ctx))
    .use(vacationsRoutes(ctx))
    .use(extraordinaryDaysRoutes(ctx))
    .use(openingHoursRoutes(ctx))
    .use(quickServicesRoutes(ctx))
    .use(onlineBookingRoutes(ctx))
    .use(whatsappStatusRoutes(ctx))
    .use(salonSettingsRoutes(ctx, salonSettings))
    .use(clientImportRoutes(ctx))
    .use(clientsRoutes(ctx))
    .use(privacyRoutes(ctx))
    .use(moneyRoutes)
    .use(servicesRoutes(ctx))
    .use(stylistsRoutes(ctx))
    .use(clientErrorsRoutes(ctx))
    .use(backupsRoutes(ctx, backups))
    .use(clientFileRoutes(ctx, clientFile))
    .use(usersRoutes(ctx, auth))
    .use(activityRoutes(ctx))
    .use(live)
    .all("/api/*", apiNotFound)
    .use(publicPagesRoutes(ctx, publicBooking, publicStylesheet(deps.web ?? null)))
    .use(webRoutes(deps.web ?? null));

  const undeclared = undeclaredRoutes(app.routes);
  if (undeclared.length > 0) throw new Error(`Routes without a permission in src/http/permissions.ts: ${undeclared.join(", ")}`);
  app.onStart(({ server }) => {
    liveServer.current = server;
  });
  return Object.assign(app, { ctx, auth, reminderDispatcher, appointmentMessages, receiptMessages, backups, sessionWatch, pendingApprovals, appointments: appointmentsService, fiscal, photosDir });
}

export type App = ReturnType<typeof createApp>;
