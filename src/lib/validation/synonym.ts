/**
 * Synonym: POST/PUT /api/admin/synonyms and the synonym dialog. The phrases
 * are typed as one line, comma-separated ("trash bags, can liners"), and
 * stored lower case, each once.
 */
import { z } from "@/lib/validation/zod";
import { phraseKey } from "../synonyms";

export const SYNONYM_PHRASE_MAX = 60;
export const SYNONYM_PHRASES_MAX = 20;
export const SYNONYM_TEXT_MAX = 1000;

/** "Trash Bags,  can liners" → ["trash bags", "can liners"]: split, trimmed, single-spaced, lower case, repeats (by key) dropped. */
export function splitPhrases(text: string): string[] {
  const out: string[] = [];
  const keys = new Set<string>();
  for (const raw of text.split(/[,\n]/)) {
    const phrase = raw.replace(/\s+/g, " ").trim().toLowerCase();
    const key = phraseKey(phrase);
    if (!phrase || keys.has(key)) continue;
    keys.add(key);
    out.push(phrase);
  }
  return out;
}

export const synonymInputSchema = z
  .object({
    /** Text ("a, b") or a list (["a", "b"]): the form sends its parsed output, and API clients may send either. */
    phrases: z
      .preprocess(
        (v) => (Array.isArray(v) && v.every((p) => typeof p === "string") ? v.join(", ") : v),
        z.string({ error: "Phrases are required" }).max(SYNONYM_TEXT_MAX, `Phrases must be at most ${SYNONYM_TEXT_MAX} characters`),
      )
      .transform((text, ctx) => {
        const phrases = splitPhrases(text);
        if (phrases.length === 0) ctx.addIssue({ code: "custom", message: "Enter at least one phrase" });
        if (phrases.length > SYNONYM_PHRASES_MAX) ctx.addIssue({ code: "custom", message: `At most ${SYNONYM_PHRASES_MAX} phrases` });
        for (const p of phrases) {
          if (p.length > SYNONYM_PHRASE_MAX)
            ctx.addIssue({ code: "custom", message: `"${p.slice(0, 20)}…" is longer than ${SYNONYM_PHRASE_MAX} characters` });
          else if (!phraseKey(p)) ctx.addIssue({ code: "custom", message: `"${p}" has no letters or digits` });
        }
        return phrases;
      }),
    /** The category the phrases name; null or absent for none. */
    categoryId: z
      .union(
        [
          z
            .number({ error: "Category must be a category id" })
            .int("Category must be a category id")
            .positive("Category must be a category id"),
          z.null(),
        ],
        {
          error: "Category must be a category id",
        },
      )
      .optional()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (Array.isArray(v.phrases) && v.phrases.length === 1 && v.categoryId === null) {
      ctx.addIssue({
        code: "custom",
        path: ["phrases"],
        message: "Enter two or more phrases that mean the same, or choose the category this phrase names",
      });
    }
  });

export type SynonymInput = z.output<typeof synonymInputSchema>;
/** What the form edits: the phrases as one line of text. */
export type SynonymFormValues = { phrases: string; categoryId?: number | null };
