import { useSetAtom } from "jotai";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { formatCents } from "../../../src/domain/money";
import type { Client } from "../../../src/domain/schemas/clients";
import type { Product } from "../../../src/domain/schemas/products";
import type { Service } from "../../../src/domain/schemas/services";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { PRODUCTS_TOPIC } from "../../entities/products";
import { createSale, SALES_TOPIC } from "../../entities/sales";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { Field, Input } from "../../ui/input";
import { useToast } from "../../ui/toast";
import { AddItems } from "./add-items";
import { SaleClient } from "./sale-client";
import { DiscountFields, SaleLines } from "./sale-lines";
import { addProduct, draftTotals, lineFromService, toSaleInput, unplacedErrors, type SaleDraft, type SaleErrors } from "./sale-model";
import { SalePayments } from "./sale-payments";
import { SaleTotalsPanel } from "./sale-totals";

/** A refusal that is no field's: the visit cashed meanwhile (with its sale), a closed day. */
type Refusal = { message: string; saleId?: number; saleNumber?: string };

function refusalOf(error: ApiError): Refusal {
  const { saleId, saleNumber } = error.body;
  return {
    message: error.userMessage,
    ...(typeof saleId === "number" && typeof saleNumber === "string" ? { saleId, saleNumber } : {}),
  };
}

/** Focuses the first control marked invalid, in the order the screen shows them. */
const focusFirstInvalid = () =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>("[data-sale-form] [aria-invalid=true], [data-sale-form] [role=alert]")?.focus());

/**
 * The till: the lines (a visit's services, more services, products by name or barcode), the
 * discounts, the live total with its VAT, and the payments. Errors show at the first "Incassa"
 * and then follow the typing; the server's 400 fields land under the same fields. A sale made
 * opens its document.
 */
export function SaleForm({
  initial,
  visitClientName,
  services,
  stylists,
  products,
  onCancel,
}: {
  initial: SaleDraft;
  visitClientName: string | null;
  services: readonly Service[];
  stylists: readonly Stylist[];
  products: readonly Product[];
  onCancel(): void;
}) {
  const navigate = useNavigate();
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();
  const [draft, setDraft] = useState(initial);
  const [client, setClient] = useState<Client | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<SaleErrors>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);

  const { totals } = draftTotals(draft);
  const errors: SaleErrors = { ...(submitted ? (toSaleInput(draft).errors ?? {}) : {}), ...serverErrors };
  const unplaced = unplacedErrors(errors, draft.lines.length);
  const change = (patch: Partial<SaleDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setServerErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    const result = toSaleInput(draft);
    if (result.errors) return focusFirstInvalid();
    setBusy(true);
    try {
      const sale = await createSale(result.input);
      bump([SALES_TOPIC, "appointments", PRODUCTS_TOPIC]);
      toast({ title: `Vendita ${sale.number} registrata`, description: sale.warnings.join(" ") || undefined });
      navigate(`/cassa/documenti/${sale.id}`);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) {
        toast({ title: "Errore", description: "Impossibile registrare la vendita: riprova", variant: "destructive" });
        return;
      }
      const fields = error.body.fields;
      if (fields && Object.keys(fields).length > 0) setServerErrors(fields);
      else setRefusal(refusalOf(error));
      if (error.status === 409) bump([SALES_TOPIC]);
      focusFirstInvalid();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} data-sale-form className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-4">
        <Card className="p-4">
          <SaleClient
            fixedName={visitClientName}
            client={client}
            error={errors.clientId}
            onPick={(c) => {
              setClient(c);
              change({ clientId: c?.id ?? null, leaveBalance: c ? draft.leaveBalance : false });
            }}
          />
        </Card>
        <Card className="p-4">
          <h2 className="text-base font-semibold">Righe</h2>
          <SaleLines lines={draft.lines} totals={totals?.lines} errors={errors} stylists={stylists} onChange={(lines) => change({ lines })} />
          <div className="mt-2 border-t border-stone-200 pt-4 dark:border-stone-800">
            <AddItems
              services={services}
              products={products}
              onAddService={(s) => change({ lines: [...draft.lines, lineFromService(s)] })}
              onAddProduct={(p) => change({ lines: addProduct(draft.lines, p) })}
            />
          </div>
        </Card>
        <Card className="p-4">
          <DiscountFields
            prefix=""
            label="Sconto sul totale"
            value={draft.discount}
            mode={draft.discountMode}
            reason={draft.discountReason}
            errors={errors}
            onChange={change}
          />
        </Card>
      </div>
      {/* On a phone the total stays in sight at the bottom while the lines are edited. */}
      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-stone-200 bg-white/95 px-4 py-2 lg:hidden dark:border-stone-800 dark:bg-stone-950/95" aria-hidden="true">
        <span className="text-sm font-semibold">Totale</span>
        <span className="text-2xl font-bold tabular-nums">{totals ? formatCents(totals.totalCents) : "—"}</span>
      </div>
      <Card className="flex flex-col gap-5 p-4 lg:sticky lg:top-4">
        <SaleTotalsPanel totals={totals} />
        <SalePayments draft={draft} totalCents={totals?.totalCents ?? 0} errors={errors} onChange={change} />
        <Field label="Codice lotteria" hint="Facoltativo: 8 lettere e cifre, dal codice della cliente" error={errors.lotteryCode}>
          <Input value={draft.lotteryCode} maxLength={8} autoComplete="off" autoCapitalize="characters" onChange={(e) => change({ lotteryCode: e.target.value.toUpperCase() })} />
        </Field>
        {(refusal || unplaced.length > 0) && (
          <div role="alert" tabIndex={-1} className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
            {refusal && <p>{refusal.message}</p>}
            {unplaced.map((message) => (
              <p key={message}>{message}</p>
            ))}
            {refusal?.saleId !== undefined && (
              <Link to={`/cassa/documenti/${refusal.saleId}`} className="font-semibold underline">
                Apri la vendita {refusal.saleNumber}
              </Link>
            )}
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onCancel}>
            Annulla
          </Button>
          <Button type="submit" loading={busy} className="min-w-40 text-base">
            Incassa {totals ? formatCents(totals.totalCents) : ""}
          </Button>
        </div>
      </Card>
    </form>
  );
}
