// The server-rendered public pages as a browser with no JavaScript uses them: GET a page, follow
// its links, post its forms (application/x-www-form-urlencoded), from an anonymous address.
import type { TestEnv } from "./test-app";

export type Page = { status: number; headers: Headers; html: string; location: string | null };

const decode = (text: string) => text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">");

export async function getPage(env: TestEnv, path: string, peer = "203.0.113.7"): Promise<Page> {
  const response = await env.anonymous("GET", path, undefined, {}, peer);
  return { status: response.status, headers: response.headers, html: await response.text(), location: response.headers.get("location") };
}

export async function postForm(env: TestEnv, path: string, fields: Record<string, string>, peer = "203.0.113.7", headers: Record<string, string> = {}): Promise<Page> {
  const body = new URLSearchParams(fields).toString();
  const response = await env.anonymous("POST", path, body, { "Content-Type": "application/x-www-form-urlencoded", ...headers }, peer);
  return { status: response.status, headers: response.headers, html: await response.text(), location: response.headers.get("location") };
}

/** Every link of a page, as text → href (the text without tags, spaces collapsed). */
export function links(html: string): { text: string; href: string }[] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map((m) => ({
    href: decode(m[1]!),
    text: decode(m[2]!.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim()),
  }));
}

/** The href of the one link whose text matches. */
export function linkTo(html: string, text: string | RegExp): string {
  const found = links(html).filter((l) => (typeof text === "string" ? l.text === text : text.test(l.text)));
  if (found.length !== 1) throw new Error(`${found.length} links match ${text}: ${JSON.stringify(links(html))}`);
  return found[0]!.href;
}

/** The hidden and text fields of the page's one form with this action, as a browser would send them untouched. */
export function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input [^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(m[0])?.[1];
    if (!name) continue;
    if (/type="checkbox"/.test(m[0]) && !/checked=""/.test(m[0])) continue;
    fields[name] = decode(/value="([^"]*)"/.exec(m[0])?.[1] ?? "");
  }
  for (const m of html.matchAll(/<textarea [^>]*name="([^"]*)"[^>]*>([^<]*)<\/textarea>/g)) fields[m[1]!] = decode(m[2]!);
  return fields;
}

/** The text a person reads: tags removed, entities decoded, spaces collapsed. */
export const textOf = (html: string) =>
  decode(html.replace(/^[\s\S]*?<body[^>]*>/, "").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ").trim();

/** The page's step title (its h2). */
export const headingOf = (html: string) => textOf(/<h2[^>]*>(.*?)<\/h2>/s.exec(html)?.[1] ?? "");
