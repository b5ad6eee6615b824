"use client";

import dynamic from "next/dynamic";
import { Scale } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { useCompare } from "@/hooks/use-compare";
import { cn } from "@/lib/utils";

/* The bar's code loads only once two products are picked: catalogue pages' first load carries just this toggle. */
const CompareBar = dynamic(() => import("./compare-bar").then((m) => m.CompareBar), { ssr: false });

/*
 * Every toggle on a page could show the bar; the first one mounted does, so
 * there is one bar without a provider in the storefront shell.
 */
const owners: symbol[] = [];
const ownerListeners = new Set<() => void>();
const notifyOwners = () => ownerListeners.forEach((l) => l());
function subscribeOwners(l: () => void) {
  ownerListeners.add(l);
  return () => ownerListeners.delete(l);
}

function useShowsBar(): boolean {
  const [me] = useState(() => Symbol("compare-toggle"));
  useEffect(() => {
    owners.push(me);
    notifyOwners();
    return () => {
      owners.splice(owners.indexOf(me), 1);
      notifyOwners();
    };
  }, [me]);
  return useSyncExternalStore(
    subscribeOwners,
    () => owners[0] === me,
    () => false,
  );
}

type Props = { sku: string; name: string; className?: string };

/** A checkbox-like "Compare" button; its accessible name carries the product's so card buttons stay distinct. */
export function CompareToggle({ sku, name, className }: Props) {
  const { skus, has, toggle } = useCompare();
  const pressed = has(sku);
  const showsBar = useShowsBar();
  return (
    <>
      <Button
        type="button"
        variant={pressed ? "secondary" : "ghost"}
        size="sm"
        aria-pressed={pressed}
        aria-label={`Compare ${name}`}
        onClick={() => toggle(sku)}
        className={cn("w-fit", className)}
      >
        <Scale aria-hidden="true" />
        {pressed ? "Comparing" : "Compare"}
      </Button>
      {showsBar && skus.length >= 2 ? <CompareBar /> : null}
    </>
  );
}
