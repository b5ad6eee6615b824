import { CatalogPagination, type PageLinkProps } from "../catalog-pagination";
import { filteredHref, listingPath, type Listing } from "./filter-links";
import { FilterLink } from "./filter-controls";

const filterLink = (props: PageLinkProps) => <FilterLink {...props} scroll />;

/** Previous / page numbers / Next of a filtered view: each page keeps the filters (`?width=18&page=2`). */
export function FilterPagination({
  slug,
  query,
  page,
  pageCount,
  label,
}: {
  slug: Listing;
  query: string;
  page: number;
  pageCount: number;
  label: string;
}) {
  return (
    <CatalogPagination
      basePath={listingPath(slug)}
      page={page}
      pageCount={pageCount}
      label={label}
      hrefFor={(n) => filteredHref(slug, query, n)}
      renderLink={filterLink}
    />
  );
}
