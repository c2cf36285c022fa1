import { Button } from "../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { Field, Input, Textarea } from "../../ui/input";
import { money } from "./document-format";

export type ClosingDraft = { float: string; counted: string; note: string };

/** Fondo cassa, contanti contati, the difference as it is typed, the note; locked once closed. */
export function ClosingForm({
  closed,
  mayClose,
  draft,
  onChange,
  errors,
  expectedCents,
  differenceCents,
  onClose,
}: {
  closed: boolean;
  mayClose: boolean;
  draft: ClosingDraft;
  onChange: (draft: ClosingDraft) => void;
  errors: Record<string, string>;
  expectedCents: number;
  differenceCents: number | null;
  onClose: () => void;
}) {
  const locked = closed || !mayClose;
  const set = (patch: Partial<ClosingDraft>) => onChange({ ...draft, ...patch });
  const tone = differenceCents === null || differenceCents === 0 ? "" : "text-red-700 dark:text-red-400";
  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Contanti
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!locked) onClose();
          }}
        >
          <Field label="Fondo cassa iniziale" error={errors.openingFloatCents}>
            <Input inputMode="decimal" className="text-right tabular-nums" readOnly={locked} value={draft.float} onChange={(e) => set({ float: e.target.value })} />
          </Field>
          <div className="flex justify-between text-sm">
            <span>Contanti attesi</span>
            <span className="tabular-nums" data-testid="expected-cash">
              {money(expectedCents)}
            </span>
          </div>
          <Field label="Contanti contati" error={errors.countedCashCents}>
            <Input inputMode="decimal" className="text-right tabular-nums" readOnly={locked} value={draft.counted} onChange={(e) => set({ counted: e.target.value })} />
          </Field>
          <div className={`flex justify-between text-lg font-semibold ${tone}`} aria-live="polite">
            <span>Differenza</span>
            <span className="tabular-nums" data-testid="cash-difference">
              {differenceCents === null ? "—" : `${differenceCents > 0 ? "+" : ""}${money(differenceCents)}`}
            </span>
          </div>
          <Field label="Nota" hint={closed ? undefined : "Richiesta quando la differenza non è zero"} error={errors.note}>
            <Textarea value={draft.note} readOnly={locked} maxLength={1000} onChange={(e) => set({ note: e.target.value })} />
          </Field>
          {errors.form && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
              {errors.form}
            </p>
          )}
          {!locked && (
            <div>
              <Button type="submit">Chiudi cassa</Button>
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
