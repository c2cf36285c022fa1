import { useState, type FormEvent } from "react";
import { Button } from "../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { Field, Input } from "../../ui/input";
import { useToast } from "../../ui/toast";

const STORAGE_KEY = "salone.salon-info";
type SalonInfo = { name: string; address: string; phone: string };
const EMPTY: SalonInfo = { name: "", address: "", phone: "" };

function readInfo(): SalonInfo {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null");
    if (typeof raw !== "object" || raw === null) return EMPTY;
    const text = (key: keyof SalonInfo) => {
      const value: unknown = Reflect.get(raw, key);
      return typeof value === "string" ? value : "";
    };
    return { name: text("name"), address: text("address"), phone: text("phone") };
  } catch {
    return EMPTY;
  }
}

/**
 * Display only, it calls no API. What is typed is kept on this device (local storage)
 * so the card does not forget it on reload, and the card says so plainly.
 */
export function SalonInfoCard() {
  const { toast } = useToast();
  const [info, setInfo] = useState<SalonInfo>(readInfo);
  const set = (patch: Partial<SalonInfo>) => setInfo((current) => ({ ...current, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(info));
    } catch {
      // Private browsing may refuse storage; the values stay on screen until reload.
    }
    toast({ title: "Informazioni salvate", description: "Sono conservate su questo dispositivo." });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Informazioni Salone
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate aria-label="Informazioni salone" className="flex flex-col gap-4">
          <Field label="Nome del salone">
            <Input value={info.name} autoComplete="organization" onChange={(e) => set({ name: e.target.value })} />
          </Field>
          <Field label="Indirizzo">
            <Input value={info.address} autoComplete="street-address" onChange={(e) => set({ address: e.target.value })} />
          </Field>
          <Field label="Telefono">
            <Input type="tel" value={info.phone} autoComplete="tel" onChange={(e) => set({ phone: e.target.value })} />
          </Field>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-stone-600 dark:text-stone-400">Solo su questo dispositivo.</p>
            <Button type="submit" variant="secondary">
              Salva
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
