import { useState, type KeyboardEvent } from "react";
import { formatCents } from "../../../src/domain/money";
import type { Product } from "../../../src/domain/schemas/products";
import type { Service } from "../../../src/domain/schemas/services";
import { searchProducts } from "../../entities/products";
import { Combobox } from "../../ui/combobox";
import { Field } from "../../ui/input";
import { Select } from "../../ui/select";

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Products whose name or brand contains every typed word, or whose barcode starts with the digits typed. */
export function matchProducts(products: readonly Product[], query: string): Product[] {
  const q = query.trim();
  if (q === "") return [];
  const words = fold(q).split(/\s+/);
  return products.filter((p) => p.active && (p.barcode.startsWith(q) || words.every((w) => fold(`${p.name} ${p.brand}`).includes(w))));
}

/** A USB scanner types the barcode's digits then Enter. */
const BARCODE = /^\d{4,}$/;

function ProductOption({ product: p }: { product: Product }) {
  return (
    <span className="flex items-center justify-between gap-3">
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium">{p.brand ? `${p.name} · ${p.brand}` : p.name}</span>
        <span className="text-xs tabular-nums text-stone-600 dark:text-stone-400">
          {p.barcode ? `${p.barcode} · ` : ""}
          {p.stock > 0 ? `Disponibili: ${p.stock}` : "Esaurito"}
        </span>
      </span>
      <span className="shrink-0 tabular-nums">{formatCents(p.priceCents)}</span>
    </span>
  );
}

/**
 * Adds to the sale: a service from the catalogue, or a product found by name or barcode. A barcode
 * typed by a scanner (digits, then Enter) adds its product at once, without opening the list;
 * the products already loaded answer first, the server's exact-barcode search otherwise.
 */
export function AddItems({
  services,
  products,
  onAddService,
  onAddProduct,
}: {
  services: readonly Service[];
  products: readonly Product[];
  onAddService(service: Service): void;
  onAddProduct(product: Product): void;
}) {
  const [query, setQuery] = useState("");
  const [notFound, setNotFound] = useState<string | null>(null);

  function add(product: Product) {
    onAddProduct(product);
    setQuery("");
    setNotFound(null);
  }

  async function scan(code: string) {
    const known = products.find((p) => p.active && p.barcode === code);
    if (known) return add(known);
    const found = (await searchProducts(code).catch((): Product[] => [])).find((p) => p.active && p.barcode === code);
    if (found) add(found);
    else setNotFound(`Nessun prodotto con il codice a barre ${code}`);
  }

  function onKeyDownCapture(event: KeyboardEvent<HTMLDivElement>) {
    const code = query.trim();
    if (event.key !== "Enter" || !BARCODE.test(code)) return;
    // Before the list's own Enter, and never the form's submit.
    event.preventDefault();
    event.stopPropagation();
    void scan(code);
  }

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Select
        label="Aggiungi servizio"
        id="sale-add-service"
        value=""
        placeholder="Scegli un servizio…"
        options={services.map((s) => ({ value: String(s.id), label: `${s.name} · ${formatCents(s.price)}` }))}
        onChange={(e) => {
          const service = services.find((s) => String(s.id) === e.target.value);
          if (service) onAddService(service);
        }}
      />
      <div onKeyDownCapture={onKeyDownCapture}>
        <Field label="Aggiungi prodotto" id="sale-add-product" hint="Nome, marca o codice a barre (anche con il lettore)" error={notFound ?? undefined}>
          <Combobox
            query={query}
            onQueryChange={(q) => {
              setQuery(q);
              setNotFound(null);
            }}
            items={matchProducts(products, query)}
            itemKey={(p) => p.id}
            renderItem={(p) => <ProductOption product={p} />}
            onSelect={add}
            emptyText="Nessun prodotto trovato"
            maxShown={20}
            moreText={(n) => `…e altri ${n}: affina la ricerca`}
          />
        </Field>
      </div>
    </div>
  );
}
