import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A centred message where a list has nothing to show. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  headingLevel = 2,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
      <Icon aria-hidden="true" className="size-12 text-muted-foreground" />
      <Heading className="text-xl font-semibold">{title}</Heading>
      {children}
    </div>
  );
}
