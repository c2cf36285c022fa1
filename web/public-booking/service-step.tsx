import type { PublicBookingInfo } from "../../src/domain/schemas/online-booking";
import { ChoiceLink } from "./choice-button";
import { durationAndPrice } from "./format";
import { stepHref } from "./paths";
import { StepHeading } from "./step-heading";

export type PublicService = PublicBookingInfo["services"][number];

export function ServiceStep({ services }: { services: PublicService[] }) {
  return (
    <section aria-labelledby="step-servizio" className="flex flex-col gap-3">
      <StepHeading id="step-servizio">Scegli il servizio</StepHeading>
      {services.length === 0 ? (
        <p>Al momento nessun servizio è prenotabile online: chiama il salone.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {services.map((s) => (
            <li key={s.id}>
              <ChoiceLink href={stepHref({ serviceId: s.id })} title={s.name} detail={durationAndPrice(s.duration, s.price)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
