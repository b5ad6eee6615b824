/** Money fields' schemas: a price as typed ("$1,234.5", 45, "") normalised to "45.00" or null (lib/money.ts). */
import { MONEY_MESSAGE, parseMoney } from "@/lib/money";
import { z } from "@/lib/validation/zod";

type MoneyInput = string | number | null | undefined;
const isMoneyInputType = (v: unknown): v is MoneyInput => v === null || v === undefined || typeof v === "string" || typeof v === "number";

/** Optional price: normalised to "45.00" or null (empty/absent). */
export const money = z
  .custom<MoneyInput>(isMoneyInputType, { error: MONEY_MESSAGE })
  .optional()
  .transform((v, ctx): string | null => {
    const r = parseMoney(v);
    if (!r.ok) {
      ctx.addIssue({ code: "custom", message: r.message });
      return z.NEVER;
    }
    return r.value;
  });

/** Required price: normalised to "45.00"; empty or absent gives `requiredMessage`. */
export function requiredMoney(requiredMessage: string) {
  return z
    .custom<MoneyInput>(isMoneyInputType, { error: MONEY_MESSAGE })
    .optional()
    .transform((v, ctx): string => {
      const r = parseMoney(v);
      if (!r.ok) {
        ctx.addIssue({ code: "custom", message: r.message });
        return z.NEVER;
      }
      if (r.value === null) {
        ctx.addIssue({ code: "custom", message: requiredMessage });
        return z.NEVER;
      }
      return r.value;
    });
}
