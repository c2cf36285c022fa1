import * as v from "valibot";

/** Caps on a browser's error report; the web trims to them before sending. */
export const CLIENT_ERROR_LIMITS = { message: 500, stack: 4000, path: 200 } as const;

export const MESSAGE_REQUIRED = "Messaggio dell'errore richiesto";
export const MESSAGE_TOO_LONG = `Messaggio troppo lungo (massimo ${CLIENT_ERROR_LIMITS.message} caratteri)`;
export const STACK_TOO_LONG = `Stack troppo lungo (massimo ${CLIENT_ERROR_LIMITS.stack} caratteri)`;
export const PATH_INVALID = `Percorso non valido (deve iniziare con / ed essere lungo al massimo ${CLIENT_ERROR_LIMITS.path} caratteri)`;

/** The page's path only: a query or hash can hold what was searched (a client's name). */
export const pathWithoutQuery = (path: string) => path.split(/[?#]/)[0] || "/";

/**
 * What a browser may report when a screen fails. Unknown keys are dropped, so nothing beyond
 * message, stack and path can reach the log.
 */
export const ClientErrorSchema = v.object({
  message: v.pipe(
    v.optional(v.string(MESSAGE_REQUIRED), ""),
    v.trim(),
    v.nonEmpty(MESSAGE_REQUIRED),
    v.maxLength(CLIENT_ERROR_LIMITS.message, MESSAGE_TOO_LONG),
  ),
  stack: v.optional(v.pipe(v.string(STACK_TOO_LONG), v.maxLength(CLIENT_ERROR_LIMITS.stack, STACK_TOO_LONG)), ""),
  path: v.pipe(
    v.optional(v.string(PATH_INVALID), ""),
    v.startsWith("/", PATH_INVALID),
    v.maxLength(CLIENT_ERROR_LIMITS.path, PATH_INVALID),
    v.transform(pathWithoutQuery),
  ),
});

export type ClientErrorReport = v.InferOutput<typeof ClientErrorSchema>;
