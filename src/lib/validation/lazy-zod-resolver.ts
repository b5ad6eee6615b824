import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

/**
 * A react-hook-form resolver that downloads zod, its resolver and the schema
 * the first time the form validates, then behaves exactly like
 * `zodResolver(schema)`. Forms shown on first paint (the contact form) use it
 * so zod (~45 KB gzip) stays out of the page's first load. A failed download
 * is retried on the next validation.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | null = null;
  const load = () =>
    Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
    );
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
