import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** The blue title band at the top of the about and contact pages, with an optional picture beside the title. */
export function PageHero({ title, children, image }: { title: string; children?: ReactNode; image?: ReactNode }) {
  return (
    <section className="bg-linear-to-br from-primary to-blue-950 text-white">
      <div
        className={cn(
          "mx-auto px-4 py-16 sm:px-6 md:py-20",
          image ? "grid max-w-7xl items-center gap-10 lg:grid-cols-2 lg:px-8" : "max-w-4xl text-center",
        )}
      >
        <div>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          {children && <p className={cn("mt-4 max-w-2xl text-lg text-blue-50", !image && "mx-auto")}>{children}</p>}
        </div>
        {image}
      </div>
    </section>
  );
}
