import "server-only";
import type { Synonym } from "@/lib/admin-types";
import { phraseKey, type SynonymGroup } from "@/lib/synonyms";
import type { SynonymInput } from "@/lib/validation/synonym";
import { audit } from "@/server/audit";
import { invalidate, TAGS } from "@/server/cache";
import { db } from "@/server/db/client";
import { badRequest, conflict, notFound } from "@/server/http/errors";

/**
 * The synonym dictionary's rows. A change is audited and drops the cached
 * searches and pages like a catalogue change (TAGS.catalog); the database
 * trigger on the table bumps CatalogVersion, so every instance's search index
 * (catalog-index.ts) reads the dictionary again on its next search.
 */

const select = { id: true, phrases: true, categoryId: true, updatedAt: true, category: { select: { name: true } } } as const;
type Row = { id: number; phrases: string; categoryId: number | null; updatedAt: Date; category: { name: string } | null };

export const splitStored = (phrases: string) => phrases.split("\n").filter(Boolean);

const toSynonym = (r: Row): Synonym => ({
  id: r.id,
  phrases: splitStored(r.phrases),
  categoryId: r.categoryId,
  categoryName: r.category?.name ?? null,
  updatedAt: r.updatedAt.toISOString(),
});

/** What the audit log keeps of an entry. */
const auditRecord = (s: Synonym) => ({ phrases: s.phrases, categoryId: s.categoryId, categoryName: s.categoryName });

/** Every entry, by first phrase. */
export async function listSynonyms(): Promise<Synonym[]> {
  const rows = await db.synonym.findMany({ select, orderBy: [{ phrases: "asc" }, { id: "asc" }] });
  return rows.map(toSynonym);
}

/** The groups the search index reads. */
export async function synonymGroups(): Promise<SynonymGroup[]> {
  const rows = await db.synonym.findMany({ select: { id: true, phrases: true, categoryId: true }, orderBy: { id: "asc" } });
  return rows.map((r) => ({ id: r.id, phrases: splitStored(r.phrases), categoryId: r.categoryId }));
}

/** A phrase another entry already holds would make a search mean two things: refused, naming it. */
async function assertValid(input: SynonymInput, exceptId?: number): Promise<void> {
  if (input.categoryId !== null && !(await db.category.findUnique({ where: { id: input.categoryId }, select: { id: true } }))) {
    throw badRequest("Validation failed", { categoryId: "That category does not exist" });
  }
  const keys = new Map(input.phrases.map((p) => [phraseKey(p), p]));
  for (const other of await db.synonym.findMany({ where: exceptId ? { id: { not: exceptId } } : {}, select: { phrases: true } })) {
    for (const phrase of splitStored(other.phrases)) {
      const taken = keys.get(phraseKey(phrase));
      if (taken)
        throw conflict(`"${taken}" is already in another synonym entry`, {
          phrases: `"${taken}" is already in another synonym entry ("${splitStored(other.phrases).join(", ")}")`,
        });
    }
  }
}

const data = (input: SynonymInput) => ({ phrases: input.phrases.join("\n"), categoryId: input.categoryId });

export async function createSynonym(input: SynonymInput, actor: string): Promise<Synonym> {
  await assertValid(input);
  const created = toSynonym(await db.synonym.create({ data: data(input), select }));
  await audit({ actor, action: "create", entity: "Synonym", entityId: created.id, after: auditRecord(created) });
  invalidate(TAGS.catalog);
  return created;
}

export async function updateSynonym(id: number, input: SynonymInput, actor: string): Promise<Synonym> {
  const before = await db.synonym.findUnique({ where: { id }, select });
  if (!before) throw notFound("Synonym not found");
  await assertValid(input, id);
  const updated = toSynonym(await db.synonym.update({ where: { id }, data: data(input), select }));
  await audit({
    actor,
    action: "update",
    entity: "Synonym",
    entityId: id,
    before: auditRecord(toSynonym(before)),
    after: auditRecord(updated),
  });
  invalidate(TAGS.catalog);
  return updated;
}

export async function deleteSynonym(id: number, actor: string): Promise<void> {
  const before = await db.synonym.findUnique({ where: { id }, select });
  if (!before) throw notFound("Synonym not found");
  await db.synonym.delete({ where: { id } });
  await audit({ actor, action: "delete", entity: "Synonym", entityId: id, before: auditRecord(toSynonym(before)) });
  invalidate(TAGS.catalog);
}
