import type { PublicBookingInfo } from "../../src/domain/schemas/online-booking";
import { ChoiceLink } from "./choice-button";
import { stepHref } from "./paths";
import { StepHeading } from "./step-heading";

export const NO_PREFERENCE = "Nessuna preferenza";

/** A stylist by first name, or "Nessuna preferenza": the salon picks whoever is free for the whole visit. */
export function StylistStep({ serviceIds, stylists }: { serviceIds: readonly number[]; stylists: PublicBookingInfo["stylists"] }) {
  return (
    <section aria-labelledby="step-stilista" className="flex flex-col gap-3">
      <StepHeading id="step-stilista">Con chi?</StepHeading>
      <ul className="flex flex-col gap-2">
        <li>
          <ChoiceLink href={stepHref({ serviceIds, stylistId: null })} title={NO_PREFERENCE} detail="Il primo libero" />
        </li>
        {stylists.map((s) => (
          <li key={s.id}>
            <ChoiceLink href={stepHref({ serviceIds, stylistId: s.id })} title={s.firstName} />
          </li>
        ))}
      </ul>
    </section>
  );
}
