import { useAtomValue } from "jotai";
import { patchTestWarning } from "../../../src/domain/patch-test";
import { clientSummaryAtom } from "../../entities/clients";
import { servicesAtom } from "../../entities/services";

/**
 * A non-blocking warning while booking a service marked "Richiede test della pelle" for a client
 * whose patch test is missing or does not cover the visit's day (the owner's limit in months).
 */
export function PatchTestWarning({ clientId, serviceIds, date }: { clientId: number; serviceIds: readonly string[]; date: string }) {
  const services = useAtomValue(servicesAtom).data ?? [];
  const summary = useAtomValue(clientSummaryAtom(clientId)).data;
  const needs = services.some((s) => s.patchTestRequired && serviceIds.includes(String(s.id)));
  if (!needs || !summary || date === "") return null;
  const warning = patchTestWarning(summary.patchTestDate, summary.patchTestMonths, date);
  if (!warning) return null;
  return (
    <p role="status" data-testid="patch-test-warning" className="rounded-md border border-orange-300 bg-orange-50 px-3 py-2 text-sm font-medium text-orange-950 dark:border-orange-700 dark:bg-orange-950 dark:text-orange-100">
      {warning}
    </p>
  );
}
