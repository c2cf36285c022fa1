import type { PublicBookingInfo } from "../../src/domain/schemas/online-booking";
import { ChoiceLink } from "./choice-button";
import { durationAndPrice } from "./format";
import { stepHref } from "./paths";
import { StepHeading } from "./step-heading";

export type PublicService = PublicBookingInfo["services"][number];

/**
 * The services to choose from: the first one, or (`chosen` not empty) one more to add after those
 * already chosen. Each link leads to the stylist step with the list so far. `notice` says why the
 * client is here again (a link naming a service not offered, or too many).
 */
export function ServiceStep({ services, chosen, notice }: { services: PublicService[]; chosen: PublicService[]; notice: string | null }) {
  const chosenIds = chosen.map((s) => s.id);
  const left = services.filter((s) => !chosenIds.includes(s.id));
  return (
    <section aria-labelledby="step-servizio" className="flex flex-col gap-3">
      <StepHeading id="step-servizio">{chosen.length === 0 ? "Scegli il servizio" : "Aggiungi un altro servizio"}</StepHeading>
      {notice && (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 font-medium text-red-800">
          {notice}
        </p>
      )}
      {services.length === 0 ? (
        <p>Al momento nessun servizio è prenotabile online: chiama il salone.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {left.map((s) => (
            <li key={s.id}>
              <ChoiceLink href={stepHref({ serviceIds: [...chosenIds, s.id] })} title={s.name} detail={durationAndPrice(s.duration, s.price)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
