import { cachedCategories } from "@/server/catalog/cached";
import { CategoryCard } from "./category-card";

// Flex rather than grid so a short last row (5 categories in rows of 4) sits centred.
const gridClass = "flex flex-wrap justify-center gap-6";
const cellWidth = "w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]";

export async function CategoryGrid() {
  const categories = await cachedCategories();
  if (categories.length === 0) {
    return <p className="text-center text-muted-foreground">No product categories yet.</p>;
  }
  return (
    <ul className={gridClass}>
      {categories.map((c) => (
        <li key={c.id} className={`grid ${cellWidth}`}>
          <CategoryCard category={c} />
        </li>
      ))}
    </ul>
  );
}
