import type { PublicBookingInfo } from "../../src/domain/schemas/online-booking";
import { ChoiceButton } from "./choice-button";
import { StepHeading } from "./step-heading";

export const NO_PREFERENCE = "Nessuna preferenza";

/** A stylist by first name, or "Nessuna preferenza" (null): the salon picks whoever is free. */
export function StylistStep({ stylists, focus, onPick }: { stylists: PublicBookingInfo["stylists"]; focus: boolean; onPick(stylistId: number | null): void }) {
  return (
    <section aria-labelledby="step-stilista" className="flex flex-col gap-3">
      <div id="step-stilista">
        <StepHeading focus={focus}>Con chi?</StepHeading>
      </div>
      <ul className="flex flex-col gap-2">
        <li>
          <ChoiceButton title={NO_PREFERENCE} detail="Il primo libero" onClick={() => onPick(null)} />
        </li>
        {stylists.map((s) => (
          <li key={s.id}>
            <ChoiceButton title={s.firstName} onClick={() => onPick(s.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
