import type { PublicBookingInfo } from "../../src/domain/schemas/online-booking";

export type PublicService = PublicBookingInfo["services"][number];
import { ChoiceButton } from "./choice-button";
import { durationAndPrice } from "./format";
import { StepHeading } from "./step-heading";

export function ServiceStep({ services, focus, onPick }: { services: PublicService[]; focus: boolean; onPick(service: PublicService): void }) {
  return (
    <section aria-labelledby="step-servizio" className="flex flex-col gap-3">
      <div id="step-servizio">
        <StepHeading focus={focus}>Scegli il servizio</StepHeading>
      </div>
      {services.length === 0 ? (
        <p>Al momento nessun servizio è prenotabile online: chiama il salone.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {services.map((s) => (
            <li key={s.id}>
              <ChoiceButton title={s.name} detail={durationAndPrice(s.duration, s.price)} onClick={() => onPick(s)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
