// A booking's manage link is its only key: whoever reads it can see and cancel the appointment.
// Paths are logged with the token replaced, whatever the case or repeated slashes a client sent.
const SECRET_SEGMENT = /(\/+prenota\/+gestisci\/+|\/+api\/+public\/+bookings\/+)[^/]+/gi;

/** The path as the request log keeps it: every secret segment is "[token]". */
export const redactPath = (pathname: string) => pathname.replace(SECRET_SEGMENT, "$1[token]");
