import * as v from "valibot";

export const LoginSchema = v.object({
  username: v.pipe(v.string("Username è richiesto"), v.trim(), v.nonEmpty("Username è richiesto"), v.maxLength(100, "Username troppo lungo")),
  password: v.pipe(v.string("Password è richiesta"), v.nonEmpty("Password è richiesta"), v.maxLength(500, "Password troppo lunga")),
});
export type LoginInput = v.InferOutput<typeof LoginSchema>;
