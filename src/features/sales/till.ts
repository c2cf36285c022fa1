import { conflict, invalid } from "../../domain/errors";
import { formatItalianDate } from "../../domain/italian-date";
import { displayName } from "../../domain/names";
import { TotalsError } from "../../domain/sales/money-rules";
import type { PublicUser } from "../../domain/schemas/auth";
import type { SalesDocument } from "../../domain/schemas/sales";
import { fromMinutes, wallClockIn } from "../../domain/time";
import { createTrail } from "../../activity/trail";
import { enqueueFiscalJob, type EnqueueInput } from "../../fiscal/enqueue";
import { fiscalRepo } from "../../fiscal/repo";
import { fiscalStatesOfDocuments } from "../../fiscal/state";
import type { AppContext } from "../../http/context";
import { documentNumber, loadDocuments } from "./documents";
import { salesRepo, type SalesRepo } from "./repo";

/** What every till write shares: the salon's wall clock, the closed-day lock, the numbering. */
export function createTill(ctx: AppContext) {
  const repo = salesRepo(ctx.db);
  const trail = createTrail(ctx);
  const fiscal = fiscalRepo(ctx.db);
  const fiscalOf = (ids: number[]) => fiscalStatesOfDocuments(fiscal, ids);

  /** Now on the salon's wall: a document's day, time, year and UTC instant. */
  const moment = () => {
    const now = ctx.clock.now();
    const wall = wallClockIn(ctx.config.timeZone, now);
    return { date: wall.date, time: fromMinutes(wall.minutes), year: Number(wall.date.slice(0, 4)), at: now.toISOString() };
  };

  /** A closed day takes no sale, void, payment or edit: 409 with the day. */
  const assertOpen = (date: string) => {
    if (repo.closing(date)) throw conflict(`La cassa del ${formatItalianDate(date)} è chiusa`, "day_closed", { date });
  };

  const operator = (user: PublicUser) => ({ operatorId: user.id, operatorName: displayName(user) });

  /**
   * A new document's header: its kind, the next number of its year's one series (read inside the
   * caller's write transaction, so numbers never repeat or skip), its moment and operator.
   */
  const header = <K extends "sale" | "void" | "refund">(kind: K, when: ReturnType<typeof moment>, user: PublicUser) => ({
    kind,
    year: when.year,
    number: repo.nextNumber(when.year),
    date: when.date,
    time: when.time,
    at: when.at,
    ...operator(user),
  });

  const documents = (rows: Parameters<typeof loadDocuments>[1]) => loadDocuments(repo, rows, fiscalOf);
  const one = (id: number): SalesDocument | undefined => {
    const row = repo.document(id);
    return row ? documents([row])[0] : undefined;
  };

  /** Runs `fn` in one BEGIN IMMEDIATE transaction with its trail entries; a TotalsError becomes a 400 on its field. */
  function write<T>(user: PublicUser, fn: (record: Parameters<Parameters<typeof trail.write>[1]>[0], repo: SalesRepo) => T): T {
    try {
      return trail.write(user, (record) => fn(record, repo));
    } catch (error) {
      if (error instanceof TotalsError) throw invalid(error.message, { [error.field]: error.message });
      throw error;
    }
  }

  /** Queues the RT print of a document or a closing inside the current write (when printing is on). */
  const printFiscal = (input: EnqueueInput) => enqueueFiscalJob(ctx.db, input);

  return { repo, fiscal, trail, moment, assertOpen, operator, header, documents, one, write, printFiscal, numberOf: documentNumber };
}
export type Till = ReturnType<typeof createTill>;
