import { DEFAULT_IMAGE_URL, isWebUrl } from "@/lib/validation/common";
import { AdminImage } from "./admin-image";

/** A thumbnail of the image URL typed so far: the default picture while it is empty, nothing while it is not a URL yet. */
export function ImageUrlPreview({ url }: { url: string | undefined }) {
  const typed = url?.trim() ?? "";
  if (typed === "")
    return <AdminImage src={DEFAULT_IMAGE_URL} alt="Default picture" className="size-10 shrink-0 rounded-md border" sizes="40px" />;
  if (!isWebUrl(typed)) return null;
  return <AdminImage src={typed} alt="Preview" className="size-10 shrink-0 rounded-md border" sizes="40px" />;
}
