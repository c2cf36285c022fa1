import { expect, test } from "bun:test";
import { parseCsv } from "../../domain/reports/csv";
import { envWithBasics } from "../../test/seed-basics";

test("a hostile client name is text in the CSV export and escaped in her HTML export", async () => {
  const { env } = await envWithBasics();
  const created = await env.json("POST", "/api/clients", { firstName: '=HYPERLINK("http://x.test","a")', lastName: "<script>alert(1)</script>", phone: "+393201112299", notes: "@SUM(1+1)" });
  expect(created.status).toBe(201);
  const csv = await (await env.call("GET", "/api/exports/clients.csv")).text();
  const row = parseCsv(csv).find((r) => r[0] === String(created.body.id))!;
  expect(row[1]).toBe(`'=HYPERLINK("http://x.test","a")`);
  expect(row[5]).toBe("'@SUM(1+1)");
  const html = await (await env.call("GET", `/api/clients/${created.body.id}/export.html`)).text();
  expect(html).not.toContain("<script>");
  expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
});
