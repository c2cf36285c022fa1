import * as v from "valibot";
import { requiredText } from "./common";

export const LoginSchema = v.object({
  username: requiredText("Username è richiesto", 100),
  password: v.pipe(
    v.optional(v.nullable(v.string("Password è richiesta")), ""),
    v.transform((s) => s ?? ""),
    v.nonEmpty("Password è richiesta"),
    v.maxLength(500, "Password troppo lunga"),
  ),
});
export type LoginInput = v.InferOutput<typeof LoginSchema>;
