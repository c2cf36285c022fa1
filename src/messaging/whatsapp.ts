import type { Config } from "../config";
import { classifyGraphError, classifyNetworkError } from "./graph-errors";

/** A template message: WhatsApp only lets a business start a conversation with an approved template. */
export type TemplateMessage = {
  /** International digits without "+": "393331234567". */
  to: string;
  /** Body parameters in order: {{1}}, {{2}}, ... */
  bodyParameters: string[];
  /** Echoed back by Meta in every delivery receipt for this message (biz_opaque_callback_data). */
  callbackData: string;
  /** Another approved template than the messenger's own (appointment messages name theirs in settings). */
  template?: { name: string; language: string };
  /** The payloads of the template's quick-reply buttons, by index: what Meta sends back on a tap. */
  quickReplies?: string[];
};

export type SendOutcome =
  | { kind: "sent"; messageId: string }
  /** Surely not delivered, worth another try later (5xx, rate limit, refused connection). */
  | { kind: "retry"; code: string; reason: string }
  /** Meta refused it for good (not on WhatsApp, template problem, bad token). */
  | { kind: "failed"; code: string; reason: string }
  /** The request may have reached Meta (timeout, connection cut): never sent again. */
  | { kind: "unknown"; code: string; reason: string };

export type Messenger = {
  /** False without an access token or a phone number id (as they are now): nothing is sent. */
  configured(): Promise<boolean>;
  /** Template name and language, for the log line of what would be sent. */
  readonly template: { name: string; language: string };
  send(message: TemplateMessage): Promise<SendOutcome>;
};

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

// Meta answers in well under a second; 20 s covers a slow moment without holding the lease long.
export const SEND_TIMEOUT_MS = 20_000;

// WhatsApp refuses template parameters with new lines, tabs or more than 4 spaces in a row.
const cleanParameter = (text: string) => text.replace(/[\r\n\t]+/g, " ").replace(/ {4,}/g, "   ").trim() || "-";

/** The Cloud API request body for a template message (pure, so its shape is tested directly). */
export function templateRequestBody(message: TemplateMessage, fallback: { name: string; language: string }) {
  const template = message.template ?? fallback;
  // A template without variables (Meta's hello_world) takes no body component at all.
  const body = message.bodyParameters.length > 0 ? [{ type: "body", parameters: message.bodyParameters.map((text) => ({ type: "text", text: cleanParameter(text) })) }] : [];
  const buttons = (message.quickReplies ?? []).map((payload, index) => ({
    type: "button",
    sub_type: "quick_reply",
    index: String(index),
    parameters: [{ type: "payload", payload }],
  }));
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to,
    type: "template",
    template: {
      name: template.name,
      language: { code: template.language },
      components: [...body, ...buttons],
    },
    biz_opaque_callback_data: message.callbackData,
  };
}

/**
 * The WhatsApp Business Cloud API client: POST {apiUrl}/{phoneNumberId}/messages with the bearer
 * token. It never throws: every answer and every network failure becomes a SendOutcome.
 * `opts.credentials`, when given, is read before every send (credentials saved in the app apply at
 * once, no restart); without it the settings are the fixed ones given.
 */
export function createWhatsAppMessenger(
  settings: Config["whatsapp"],
  opts: { fetch?: FetchLike; timeoutMs?: number; credentials?: () => Promise<Config["whatsapp"]> } = {},
): Messenger {
  const doFetch: FetchLike = opts.fetch ?? ((input, init) => fetch(input, init));
  const current = opts.credentials ?? (() => Promise.resolve(settings));
  const template = { name: settings.template, language: settings.templateLanguage };
  const isConfigured = (s: Config["whatsapp"]) => s.accessToken !== "" && s.phoneNumberId !== "";

  return {
    async configured() {
      return isConfigured(await current());
    },
    template,
    async send(message) {
      const s = await current();
      if (!isConfigured(s)) return { kind: "failed", code: "not_configured", reason: "WhatsApp non configurato" };
      const url = `${s.apiUrl}/${encodeURIComponent(s.phoneNumberId)}/messages`;
      let response: Response;
      try {
        response = await doFetch(url, {
          method: "POST",
          headers: { Authorization: `Bearer ${s.accessToken}`, "Content-Type": "application/json" },
          body: JSON.stringify(templateRequestBody(message, template)),
          signal: AbortSignal.timeout(opts.timeoutMs ?? SEND_TIMEOUT_MS),
        });
      } catch (error) {
        const verdict = classifyNetworkError(error);
        return { kind: verdict.reached === "no" ? "retry" : "unknown", code: verdict.code, reason: verdict.reason };
      }
      let body: unknown = null;
      try {
        body = await response.json();
      } catch {
        body = null;
      }
      if (response.ok) {
        const id = (body as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
        if (typeof id === "string" && id) return { kind: "sent", messageId: id };
        // A 200 we cannot read was still accepted: sending again would duplicate it.
        return { kind: "unknown", code: "unknown_outcome", reason: "risposta di WhatsApp senza id del messaggio" };
      }
      const verdict = classifyGraphError(response.status, body);
      return verdict.retry
        ? { kind: "retry", code: verdict.code, reason: verdict.reason }
        : { kind: "failed", code: verdict.code, reason: verdict.reason };
    },
  };
}
