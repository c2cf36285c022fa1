import { useAtomValue } from "jotai";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { displayName } from "../../../src/domain/names";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import type { Product } from "../../../src/domain/schemas/products";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { dayRange, getAppointment } from "../../entities/appointments";
import { productsAtom } from "../../entities/products";
import { servicesAtom } from "../../entities/services";
import { visitStatesAtom } from "../../entities/sales";
import { stylistsAtom } from "../../entities/stylists";
import { ApiError } from "../../lib/api";
import { longDate } from "../../lib/format";
import { EmptyState } from "../../ui/empty-state";
import { LinkButton } from "../../ui/link-button";
import { PageHeader } from "../../ui/page-header";
import { Spinner } from "../../ui/spinner";
import { emptyDraft, lineFromItem, type SaleDraft } from "./sale-model";
import { SaleForm } from "./sale-form";

const NO_PRODUCTS: Product[] = [];
const NO_STYLISTS: Stylist[] = [];

type VisitLoad = { status: "none" } | { status: "loading" } | { status: "ready"; visit: Appointment } | { status: "error"; message: string };

/** The visit named by `?appointment=`, asked for once. */
function useVisit(id: number | null): VisitLoad {
  const [load, setLoad] = useState<VisitLoad>(id === null ? { status: "none" } : { status: "loading" });
  useEffect(() => {
    if (id === null) return;
    let live = true;
    getAppointment(id)
      .then((visit) => live && setLoad({ status: "ready", visit }))
      .catch((error) => live && setLoad({ status: "error", message: error instanceof ApiError && error.status === 404 ? "L'appuntamento non esiste più" : "Impossibile caricare l'appuntamento" }));
    return () => {
      live = false;
    };
  }, [id]);
  return load;
}

/** Said above the form when the visit has a sale already (cashed at another desk meanwhile, live). */
function AlreadyPaid({ visit }: { visit: Appointment }) {
  const paid = useAtomValue(visitStatesAtom(dayRange(visit.date))).data?.find((s) => s.appointmentId === visit.id && s.state === "paid");
  if (!paid?.saleId) return null;
  return (
    <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      Visita già incassata (vendita {paid.saleNumber}).{" "}
      <Link to={`/cassa/documenti/${paid.saleId}`} className="font-semibold underline">
        Apri la vendita
      </Link>
    </p>
  );
}

/**
 * "/cassa/nuova": a new sale, or with `?appointment=<id>` the sale of that visit, prefilled with
 * its items. Escape (outside a field) and "Annulla" go back where the till was opened from.
 */
export default function SalePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const appointmentId = Number(params.get("appointment")) > 0 ? Number(params.get("appointment")) : null;
  const visit = useVisit(appointmentId);
  const services = useAtomValue(servicesAtom);
  const stylists = useAtomValue(stylistsAtom).data ?? NO_STYLISTS;
  const products = useAtomValue(productsAtom).data ?? NO_PRODUCTS;

  const back = useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate("/cassa");
  }, [navigate]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (e.key !== "Escape" || e.defaultPrevented || target?.closest("input, select, textarea, [role=dialog]")) return;
      back();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [back]);

  const initial = useMemo((): SaleDraft | null => {
    if (!services.data || visit.status === "loading" || visit.status === "error") return null;
    if (visit.status === "none") return emptyDraft();
    const v = visit.visit;
    // A visit booked before visits had items is its one service.
    const items = v.items.length > 0 ? v.items : [{ serviceId: v.serviceId, serviceName: v.service.name, stylistId: v.stylistId, priceCents: v.service.price }];
    return { ...emptyDraft(), appointmentId: v.id, clientId: v.clientId, lines: items.map((item) => lineFromItem(item, services.data ?? [])) };
  }, [services.data, visit]);

  const title = visit.status === "ready" ? `Incassa ${displayName(visit.visit.client)}` : "Nuova vendita";
  const subtitle = visit.status === "ready" ? `Visita di ${longDate(visit.visit.date)}, ${visit.visit.startTime.slice(0, 5)}` : undefined;

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={title} subtitle={subtitle} actions={<LinkButton to="/cassa" look="secondary">Cassa del giorno</LinkButton>} />
      {visit.status === "error" ? (
        <EmptyState title={visit.message} text="Torna alla cassa e scegli la visita da incassare.">
          <LinkButton to="/cassa">Vai alla cassa</LinkButton>
        </EmptyState>
      ) : visit.status === "ready" && visit.visit.status === "cancelled" ? (
        <EmptyState title="Un appuntamento annullato non si può incassare" text="Per una vendita senza visita usa «Nuova vendita».">
          <LinkButton to="/cassa/nuova">Nuova vendita</LinkButton>
        </EmptyState>
      ) : initial ? (
        <>
        {visit.status === "ready" && <AlreadyPaid visit={visit.visit} />}
        <SaleForm
          key={appointmentId ?? "new"}
          initial={initial}
          visitClientName={visit.status === "ready" ? displayName(visit.visit.client) : null}
          services={services.data ?? []}
          stylists={stylists}
          products={products}
          onCancel={back}
        />
        </>
      ) : (
        <div className="flex justify-center py-16">
          <Spinner size="lg" />
        </div>
      )}
    </div>
  );
}
