import { paymentTermsSchema } from "@/lib/admin-companies";
import { companyDetail, setPaymentTerms } from "@/server/admin/companies";
import { parseId, readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";

export const GET = adminRoute<{ id: string }>(async ({ params }) => json({ company: await companyDetail(parseId(params.id)) }));

/** The company's payment terms, agreed by the supplier (audited). */
export const PATCH = adminRoute<{ id: string }>(async ({ req, params, session }) => {
  const { paymentTerms } = await readBody(req, paymentTermsSchema);
  return json({ company: await setPaymentTerms(parseId(params.id), paymentTerms, session.admin.username) });
});
