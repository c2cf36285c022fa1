import { jwt } from "@elysiajs/jwt";
import { readCookie } from "./cookies";
import { createDeviceCookies } from "./device-cookie";
import { requestIsHttps } from "./security";

export const SESSION_COOKIE = "salone_session";
const COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

type JwtSigner = {
  sign(payload: Record<string, string>): Promise<string>;
  verify(token?: string): Promise<false | Record<string, unknown>>;
};

/**
 * The session token travels inside a signed JWT (cookie or `Authorization: Bearer`). The JWT only
 * proves the token was issued by this server; the session row decides whether it is still valid,
 * so logout and revocation take effect at once.
 */
export function createTokenCodec(secret: string, cookieSecure: "auto" | "true" | "false") {
  const plugin = jwt({ name: "jwt", secret, exp: "30d" });
  const signer = (plugin as unknown as { decorator: { jwt: JwtSigner } }).decorator.jwt;

  // Verified JWT → session token. Verifying the HMAC on every request costs more than the lookup it
  // guards; the cache holds only tokens that verified, and the session row still decides validity.
  const verified = new Map<string, string>();
  const verify = async (jwtToken: string): Promise<string | null> => {
    const hit = verified.get(jwtToken);
    if (hit !== undefined) return hit;
    const payload = await signer.verify(jwtToken).catch(() => false as const);
    if (!payload || typeof payload.sid !== "string") return null;
    if (verified.size >= 2000) verified.delete(verified.keys().next().value!);
    verified.set(jwtToken, payload.sid);
    return payload.sid;
  };

  const secure = (request: Request) =>
    cookieSecure === "true" || (cookieSecure === "auto" && requestIsHttps(request));

  const cookieAttributes = (request: Request, maxAge: number) =>
    `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure(request) ? "; Secure" : ""}`;

  return {
    sign: (sessionToken: string) => signer.sign({ sid: sessionToken }),
    /** Login device cookies, signed with the same secret. */
    device: createDeviceCookies(secret, secure),

    /** The raw session token from the cookie or the bearer header, when the JWT is ours. */
    async fromRequest(request: Request): Promise<string | null> {
      const bearer = request.headers.get("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
      const candidates = [bearer, readCookie(request.headers.get("cookie"), SESSION_COOKIE)];
      for (const candidate of candidates) {
        if (!candidate) continue;
        const sid = await verify(candidate);
        if (sid !== null) return sid;
      }
      return null;
    },

    cookie: (jwtToken: string, request: Request) =>
      `${SESSION_COOKIE}=${jwtToken}; ${cookieAttributes(request, COOKIE_MAX_AGE_S)}`,
    clearCookie: (request: Request) => `${SESSION_COOKIE}=; ${cookieAttributes(request, 0)}`,
  };
}
export type TokenCodec = ReturnType<typeof createTokenCodec>;
