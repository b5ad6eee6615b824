import { listCategories } from "@/server/catalog/categories";

export default async function HomePage() {
  const categories = await listCategories();
  return (
    <main>
      <h1>Plastic Solutions for Your Business</h1>
      <ul>{categories.map((c) => <li key={c.id}>{c.name}</li>)}</ul>
    </main>
  );
}
