"use client";

import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError, getJson, send } from "@/lib/api-client";
import { toast } from "@/lib/toast";
type ListChoice = { id: number; name: string };

/**
 * "Add to list" on a product page. The page is the same for everyone (cached
 * and shared), so this renders nothing there: it appears only once the
 * private lists API answers that the visitor is a signed-in buyer whose company
 * has lists. Everyone else sees no trace of it.
 */
export function AddToList({ sku, name }: { sku: string; name: string }) {
  const [lists, setLists] = useState<ListChoice[] | null>(null);
  const [chosen, setChosen] = useState("");
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    let live = true;
    // Whatever fails (no answer, a refusal: not a buyer), nothing is shown.
    getJson<{ lists: ListChoice[] } | null>("/api/account/list-choices", { cache: "no-store" })
      .then((data) => {
        if (!live || !data || data.lists.length === 0) return;
        setLists(data.lists);
        setChosen(String(data.lists[0].id));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  if (!lists) return null;

  async function add() {
    setBusy(true);
    try {
      await send("POST", `/api/account/lists/${chosen}/lines`, { sku, quantity: 1 });
      const list = lists?.find((l) => String(l.id) === chosen);
      toast.success("Added to list", { description: `${name} is on ${list?.name ?? "the list"}.` });
    } catch (error) {
      toast.error("Not added to the list", { description: error instanceof ApiError ? error.message : "Please try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium">
        Requisition list
      </label>
      <select
        id={id}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        className="h-9 max-w-56 rounded-md border border-input bg-transparent px-2"
      >
        {lists.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </select>
      <Button type="button" variant="outline" size="sm" onClick={add} disabled={busy}>
        Add to list
      </Button>
    </div>
  );
}
