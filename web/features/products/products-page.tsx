import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import type { Product } from "../../../src/domain/schemas/products";
import { useCan } from "../../entities/permissions";
import { deleteProduct, PRODUCTS_TOPIC, productsAtom } from "../../entities/products";
import { ApiError } from "../../lib/api";
import { failureToast } from "../../lib/failure-toast";
import { formatCount, plural } from "../../lib/format";
import { bumpTopicsAtom } from "../../lib/query";
import { useRowDialogs } from "../../lib/use-row-dialogs";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Input } from "../../ui/input";
import { ListState, SkeletonCards } from "../../ui/list-state";
import { PageHeader } from "../../ui/page-header";
import { Skeleton } from "../../ui/spinner";
import { useToast } from "../../ui/toast";
import { filterProducts } from "./filter";
import { MovementDialog } from "./movement-dialog";
import { MovementsDialog } from "./movements-dialog";
import { ProductFormDialog } from "./product-form-dialog";
import { LIST_GRID, ListHeader, ProductRow, ROW_GRID } from "./product-row";
import { lowStockOnlyAtom, productSearchAtom } from "./state";

function Toolbar({ lowCount }: { lowCount: number }) {
  const [text, setText] = useAtom(productSearchAtom);
  const [lowOnly, setLowOnly] = useAtom(lowStockOnlyAtom);
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="relative sm:max-w-md sm:flex-1">
        <label htmlFor="products-search" className="sr-only">
          Cerca prodotti
        </label>
        <Input
          id="products-search"
          type="search"
          placeholder="Cerca per nome, marca o codice a barre"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <Button variant={lowOnly ? "primary" : "secondary"} aria-pressed={lowOnly} onClick={() => setLowOnly(!lowOnly)}>
        Sotto scorta
        <span className="tabular-nums">({formatCount(lowCount)})</span>
      </Button>
    </div>
  );
}

function RowSkeleton() {
  return (
    <>
      <Skeleton className="h-5 w-48" />
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-4 w-24" />
    </>
  );
}

/** "Prodotti": the shop's stock, its low-stock flags, the product dialog and the movements. */
export default function ProductsPage() {
  const query = useAtomValue(productsAtom);
  const mayWrite = useCan("sales.write");
  const seesCost = useCan("sales.manage");
  const text = useAtomValue(productSearchAtom);
  const lowOnly = useAtomValue(lowStockOnlyAtom);
  const dialogs = useRowDialogs<Product>();
  const [moving, setMoving] = useState<Product | null>(null);
  const [history, setHistory] = useState<Product | null>(null);
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();
  // Dialogs show the live row: a movement recorded elsewhere updates the stock they show.
  const live = (p: Product | null) => (p ? (query.data?.find((row) => row.id === p.id) ?? p) : null);

  const confirmDelete = async () => {
    const product = dialogs.deleting;
    if (!product) return;
    try {
      const { archived } = await deleteProduct(product.id);
      bump([PRODUCTS_TOPIC]);
      toast({ title: archived ? "Prodotto archiviato: è stato venduto, resta nei documenti" : "Prodotto eliminato" });
    } catch (error) {
      toast(failureToast("Impossibile eliminare il prodotto", error));
      if (error instanceof ApiError && error.status === 404) return bump([PRODUCTS_TOPIC]);
      throw error;
    }
  };
  const createButton = mayWrite && <Button onClick={dialogs.openCreate}>Nuovo prodotto</Button>;

  return (
    <>
      <PageHeader title="Prodotti" actions={createButton} />
      <ListState
        query={query}
        loadError="Impossibile caricare i prodotti"
        onRetry={() => bump([PRODUCTS_TOPIC])}
        loading={<SkeletonCards count={6} label="Caricamento prodotti" card={<RowSkeleton />} className="flex flex-col gap-2" />}
        empty={{ title: "Nessun prodotto ancora", text: "Aggiungi i prodotti che vendi in salone con prezzo, IVA e giacenza.", action: createButton }}
      >
        {(rows) => {
          const shown = filterProducts(rows, text, lowOnly);
          return (
            <>
              <Toolbar lowCount={rows.filter((p) => p.lowStock).length} />
              <p className="mb-2 text-sm tabular-nums text-stone-600 dark:text-stone-400" aria-live="polite">
                {shown.length === rows.length ? plural(rows.length, "prodotto", "prodotti") : `${formatCount(shown.length)} di ${plural(rows.length, "prodotto", "prodotti")}`}
              </p>
              {shown.length === 0 ? (
                <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-700 dark:border-stone-600 dark:text-stone-300">
                  {lowOnly ? "Nessun prodotto sotto scorta." : "Nessun prodotto trovato."}
                </p>
              ) : (
                <div className={LIST_GRID}>
                <ListHeader />
                <ul aria-label="Prodotti" className={`flex flex-col gap-y-2 ${ROW_GRID}`}>
                  {shown.map((product) => (
                    <li key={product.id} className={`min-w-0 ${ROW_GRID}`}>
                      <ProductRow
                        product={product}
                        actions={{
                          onMove: mayWrite ? () => setMoving(product) : undefined,
                          onHistory: () => setHistory(product),
                          onEdit: mayWrite ? () => dialogs.openEdit(product) : undefined,
                          onDelete: mayWrite ? () => dialogs.openDelete(product) : undefined,
                        }}
                      />
                    </li>
                  ))}
                </ul>
                </div>
              )}
            </>
          );
        }}
      </ListState>
      <ProductFormDialog open={dialogs.formOpen} onOpenChange={dialogs.formOpenChange} product={dialogs.formRow} seesCost={seesCost} />
      <MovementDialog open={moving !== null} onOpenChange={(open) => !open && setMoving(null)} product={live(moving)} />
      <MovementsDialog
        product={live(history)}
        onOpenChange={(open) => !open && setHistory(null)}
        onMove={
          mayWrite
            ? () => {
                setMoving(history);
                setHistory(null);
              }
            : undefined
        }
      />
      <ConfirmDialog
        open={dialogs.deleting !== null}
        onOpenChange={dialogs.deleteOpenChange}
        title="Eliminare questo prodotto?"
        message={
          dialogs.deleting
            ? `«${dialogs.deleting.name}» lascerà l'elenco. Se è già stato venduto resta archiviato, con i suoi movimenti, nei documenti di vendita.`
            : ""
        }
        confirmLabel="Elimina"
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}
