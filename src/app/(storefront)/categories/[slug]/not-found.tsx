import { CategoryNotFoundView } from "./category-not-found";

/** notFound() under a category's route: the same view its pages send for a missing category or page (../category-not-found.tsx). */
export default function CategoryNotFound() {
  return <CategoryNotFoundView />;
}
