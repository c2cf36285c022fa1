import { displayName } from "../../src/domain/names";
import { formatPhone } from "../../src/domain/phone";

/** "Anna Gallo" / "+39 333 123 4567" on two lines: an option of a client search. */
export function ClientOption({ client }: { client: { firstName: string; lastName: string; walkIn?: boolean; phone: string } }) {
  return (
    <span className="flex flex-col">
      <span className="font-medium">{displayName(client)}</span>
      <span className="text-xs tabular-nums text-stone-600 dark:text-stone-400">{formatPhone(client.phone)}</span>
    </span>
  );
}
