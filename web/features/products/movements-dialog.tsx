import { useAtomValue } from "jotai";
import { STOCK_MOVEMENT_LABELS, type Product, type StockMovement } from "../../../src/domain/schemas/products";
import { movementsAtom } from "../../entities/products";
import { formatCount } from "../../lib/format";
import { salonDateTime } from "../../lib/salon-time";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Skeleton } from "../../ui/spinner";

/** "+3", "−2", "0": the change a movement made to the stock. */
export const signedDelta = (delta: number) => (delta > 0 ? `+${formatCount(delta)}` : delta < 0 ? `−${formatCount(-delta)}` : "0");

function MovementRow({ movement }: { movement: StockMovement }) {
  const kind = STOCK_MOVEMENT_LABELS[movement.kind] ?? movement.kind;
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-baseline gap-x-3 gap-y-0.5 py-2" data-testid="movement">
      <span className="font-medium">{kind}</span>
      <span
        className={movement.delta < 0 ? "tabular-nums font-semibold text-red-800 dark:text-red-300" : "tabular-nums font-semibold text-green-800 dark:text-green-300"}
        aria-label={`Variazione ${signedDelta(movement.delta)}`}
      >
        {signedDelta(movement.delta)}
      </span>
      <span className="tabular-nums text-stone-700 dark:text-stone-300">
        <span className="sr-only">Giacenza dopo </span>
        <span aria-hidden="true">→ </span>
        {formatCount(movement.stockAfter)}
      </span>
      <span className="col-span-3 text-sm text-stone-600 dark:text-stone-400">
        <time dateTime={movement.at} className="tabular-nums">
          {salonDateTime(movement.at)}
        </time>
        {" · "}
        {movement.author}
        {movement.reason && <> · {movement.reason}</>}
      </span>
    </li>
  );
}

function MovementList({ productId }: { productId: number }) {
  const query = useAtomValue(movementsAtom(productId));
  if (query.error && !query.data) return <p role="alert">Impossibile caricare i movimenti.</p>;
  if (!query.data) {
    return (
      <div aria-label="Caricamento movimenti" className="flex flex-col gap-3">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (query.data.length === 0) return <p className="text-stone-700 dark:text-stone-300">Nessun movimento ancora.</p>;
  return (
    <ul aria-label="Movimenti" className="divide-y divide-stone-200 dark:divide-stone-700">
      {query.data.map((m) => (
        <MovementRow key={m.id} movement={m} />
      ))}
    </ul>
  );
}

export type MovementsDialogProps = {
  product: Product | null;
  onOpenChange: (open: boolean) => void;
  /** "Nuovo movimento" (a role that writes). */
  onMove?: () => void;
};

/** The product's movements, newest first: kind, change, stock after, date, author and reason; sales, voids and refunds too. */
export function MovementsDialog({ product, onOpenChange, onMove }: MovementsDialogProps) {
  return (
    <Dialog
      open={product !== null}
      onOpenChange={onOpenChange}
      title={product ? `Movimenti · ${product.name}` : "Movimenti"}
      description={product ? `Giacenza: ${formatCount(product.stock)}` : undefined}
      footer={
        <>
          {onMove && (
            <Button variant="secondary" onClick={onMove}>
              Nuovo movimento
            </Button>
          )}
          <Button onClick={() => onOpenChange(false)}>Chiudi</Button>
        </>
      }
    >
      {product && <MovementList productId={product.id} />}
    </Dialog>
  );
}
