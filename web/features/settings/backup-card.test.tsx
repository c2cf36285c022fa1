import { afterEach, describe, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import type { BackupInfo } from "../../../src/domain/schemas/backups";
import { setSalonTimeZone } from "../../lib/salon-time";
import { settle } from "../../ui/test-utils";
import { Toaster } from "../../ui/toast";
import { BackupCard, formatBackupTime } from "./backup-card";
import { fakeApi } from "../../lib/fake-api";

type Answer = { status: number; body: unknown };

function serve(route: (method: string, path: string) => Answer | Promise<Answer>) {
  const calls: string[] = [];
  fakeApi((call) => {
    calls.push(`${call.method} ${call.path}`);
    return route(call.method, call.path);
  });
  return calls;
}

afterEach(() => {
  cleanup();
  setSalonTimeZone("Europe/Rome");
});

const NIGHTLY: BackupInfo = {
  name: "salone-2026-03-10T02-00-00-000Z.db",
  path: "/data/backups/salone-2026-03-10T02-00-00-000Z.db",
  takenAt: "2026-03-10T02:00:00.000Z",
  sizeBytes: 1_234_567,
  offsite: null,
};

async function renderCard() {
  render(
    <Provider store={createStore()}>
      <BackupCard />
      <Toaster />
    </Provider>,
  );
  await settle(40);
}

const shown = () => [...screen.getByLabelText("Ultimo backup").querySelectorAll("dd")].map((d) => d.textContent);
const toastText = () => `${screen.queryByRole("status")?.textContent ?? ""}${screen.queryByRole("alert")?.textContent ?? ""}`;

describe("Impostazioni: backup", () => {
  test("shows the last backup: when in salon time, size in Italian, where, and the off-site copy", async () => {
    serve(() => ({ status: 200, body: { latest: { ...NIGHTLY, offsite: "s3://salone-bk/roma/" + NIGHTLY.name }, running: false } }));
    await renderCard();
    expect(screen.getByRole("heading", { name: "Backup" })).toBeTruthy();
    expect(shown()).toEqual([
      "10 marzo 2026 alle ore 03:00",
      "1,2 MB",
      NIGHTLY.path,
      "s3://salone-bk/roma/salone-2026-03-10T02-00-00-000Z.db",
    ]);
  });

  test("no backup yet", async () => {
    serve(() => ({ status: 200, body: { latest: null, running: false } }));
    await renderCard();
    expect(screen.getByText("Nessun backup ancora eseguito.")).toBeTruthy();
  });

  test("'Esegui backup ora' posts, shows the new backup and a success toast", async () => {
    const made: BackupInfo = { ...NIGHTLY, name: "salone-2026-03-10T15-30-00-000Z.db", path: "/data/backups/salone-2026-03-10T15-30-00-000Z.db", takenAt: "2026-03-10T15:30:00.000Z", sizeBytes: 45_678 };
    let release = () => {};
    const calls = serve(async (method) => {
      if (method === "POST") {
        await new Promise<void>((resolve) => (release = resolve));
        return { status: 201, body: made };
      }
      return { status: 200, body: { latest: NIGHTLY, running: false } };
    });
    await renderCard();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Esegui backup ora" }));
    });
    const busy = screen.getByRole("button", { name: "Backup in corso…" }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    release();
    await settle(40);
    expect(calls).toEqual(["GET /api/backups/latest", "POST /api/backups"]);
    expect(shown().slice(0, 3)).toEqual(["10 marzo 2026 alle ore 16:30", "45,7 kB", made.path]);
    expect(toastText()).toContain("Backup completato");
    expect(toastText()).toContain(`45,7 kB in ${made.path}`);
  });

  test("a refused backup (one already running) shows the server's message in an error toast", async () => {
    serve((method) =>
      method === "POST"
        ? { status: 409, body: { message: "Un backup è già in corso: riprova tra qualche secondo", code: "backup_running" } }
        : { status: 200, body: { latest: NIGHTLY, running: true } },
    );
    await renderCard();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Esegui backup ora" }));
    });
    await settle(40);
    expect(toastText()).toContain("Backup non riuscito: Un backup è già in corso: riprova tra qualche secondo");
    expect(shown()[0]).toBe("10 marzo 2026 alle ore 03:00");
  });

  test("the status cannot be loaded", async () => {
    serve(() => ({ status: 500, body: { message: "Errore interno del server" } }));
    await renderCard();
    expect(screen.getByText("Impossibile caricare lo stato dei backup. Riprova più tardi.").getAttribute("role")).toBe("alert");
  });
});

test.each([
  ["2026-03-10T02:00:00.000Z", "Europe/Rome", "10 marzo 2026 alle ore 03:00"],
  ["2026-03-29T01:00:00.000Z", "Europe/Rome", "29 marzo 2026 alle ore 03:00"],
  ["2026-10-25T02:00:00.000Z", "Europe/Rome", "25 ottobre 2026 alle ore 03:00"],
  ["2026-03-10T02:00:00.000Z", "UTC", "10 marzo 2026 alle ore 02:00"],
])("formatBackupTime(%s, %s)", (iso, zone, text) => {
  expect(formatBackupTime(iso, zone)).toBe(text);
});
