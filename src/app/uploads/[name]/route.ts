import { publicRoute } from "@/server/http/route";
import { uploadResponse } from "@/server/uploads/serve-upload";

/** An uploaded image's stored file (src/lib/uploads.ts names them), cached by browsers for a year. */
export const GET = publicRoute<{ name: string }>(({ params }) => uploadResponse(params.name));
