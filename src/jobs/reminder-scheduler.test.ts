import { expect, test } from "bun:test";
import { createReminderScheduler } from "./reminder-scheduler";

test("checks at once on start, then every interval, never two at a time; stop waits for the running one", async () => {
  let runs = 0;
  let finished = 0;
  let release = () => {};
  const scheduler = createReminderScheduler({
    run: async () => {
      runs++;
      await new Promise<void>((resolve) => (release = resolve));
      finished++;
    },
    log: () => {},
    intervalMs: 10,
  });
  scheduler.start();
  expect(runs).toBe(1);
  await Bun.sleep(50); // several ticks pass while the first check is still running
  expect(runs).toBe(1);
  release();
  await Bun.sleep(25);
  expect(runs).toBeGreaterThanOrEqual(2);
  const stopping = scheduler.stop();
  release();
  await stopping;
  const after = runs;
  expect(finished).toBe(after);
  await Bun.sleep(40);
  expect(runs).toBe(after);
});

test("a failing check is logged and the next one still runs", async () => {
  const logs: string[] = [];
  let runs = 0;
  const scheduler = createReminderScheduler({
    run: async () => {
      runs++;
      throw new Error("disco pieno");
    },
    log: (line) => logs.push(line),
    intervalMs: 10,
  });
  scheduler.start();
  await Bun.sleep(35);
  await scheduler.stop();
  expect(runs).toBeGreaterThanOrEqual(2);
  expect(logs[0]).toContain("disco pieno");
  expect(JSON.parse(logs[0]!)).toMatchObject({ level: "error", msg: "controllo promemoria non riuscito" });
});
