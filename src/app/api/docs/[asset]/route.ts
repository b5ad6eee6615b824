import { notFound } from "@/server/http/errors";
import { publicRoute } from "@/server/http/route";
import { referenceAsset } from "@/server/openapi/reference-page";

/** The reference page's script and style sheet (Swagger UI's bundle, from node_modules). */
export const GET = publicRoute<{ asset: string }>(async ({ params }) => {
  const asset = await referenceAsset(params.asset);
  if (!asset) throw notFound();
  return new Response(new Uint8Array(asset.body), {
    headers: { "Content-Type": asset.type, "Cache-Control": "public, max-age=3600", "X-Robots-Tag": "noindex, nofollow" },
  });
});
