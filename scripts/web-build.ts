// The staff app's browser bundle, and the public pages' stylesheet. The staff app (web/index.html)
// is split into lazy screens; the public pages (/prenota) are rendered on the server with no
// script at all, so all they need from the build is their own small, hashed CSS file.
const COMMON = {
  minify: true,
  sourcemap: "none",
  define: { "process.env.NODE_ENV": '"production"' },
  env: "disable",
} as const;

export async function buildWeb(outdir: string): Promise<{ success: boolean; logs: unknown[] }> {
  const staff = await Bun.build({ ...COMMON, entrypoints: ["web/index.html"], outdir, splitting: true });
  return staff.success ? buildPublicStylesheet(outdir) : staff;
}

/** web/public-booking/prenota.css → "prenota-<hash>.css", found by the server at start (publicStylesheet). */
export const buildPublicStylesheet = (outdir: string) =>
  Bun.build({ ...COMMON, entrypoints: ["web/public-booking/prenota.css"], outdir, naming: { entry: "prenota-[hash].[ext]", asset: "prenota-[hash].[ext]" } });
