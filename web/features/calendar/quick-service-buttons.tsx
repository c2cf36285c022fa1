import { useAtomValue } from "jotai";
import { defaultQuickServiceIds } from "../../../src/domain/quick-services";
import type { Service } from "../../../src/domain/schemas/services";
import { quickServicesAtom } from "../../entities/quick-services";
import { Button } from "../../ui/button";

/**
 * One click picks a service: the buttons the owner chose in Impostazioni (by default the most
 * booked services). Until that answer arrives, the starter shortcuts the list has.
 */
export function QuickServiceButtons({ services, selected, onPick }: { services: readonly Service[]; selected: string; onPick(id: string): void }) {
  const { data } = useAtomValue(quickServicesAtom);
  const ids = data?.serviceIds ?? defaultQuickServiceIds(services, new Map());
  const buttons = ids.map((id) => services.find((s) => s.id === id)).filter((s): s is Service => s !== undefined);
  if (buttons.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Servizi rapidi">
      {buttons.map((s) => (
        <Button
          key={s.id}
          size="sm"
          variant={String(s.id) === selected ? "primary" : "secondary"}
          aria-pressed={String(s.id) === selected}
          onClick={() => onPick(String(s.id))}
        >
          {s.name}
        </Button>
      ))}
    </div>
  );
}
