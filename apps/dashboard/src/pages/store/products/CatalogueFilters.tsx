import type { CatalogueCategory } from './catalogue.js';
import { SEARCH_MAX } from './product-input.js';

interface FiltersProps {
  sites: { client_id: string; name: string }[];
  site: string;
  search: string;
  category: string;
  categories: CatalogueCategory[];
  onSite: (clientId: string) => void;
  onSearch: (text: string) => void;
  onCategory: (category: string) => void;
}

/** Which site's catalogue, and what in it: words of a title or id, a category. */
export function CatalogueFilters({ sites, site, search, category, categories, onSite, onSearch, onCategory }: FiltersProps) {
  return (
    <div className="filters" role="search" aria-label="Find products">
      <label>
        Site
        <select value={site} onChange={(e) => onSite(e.target.value)}>
          {sites.map((s) => (
            <option key={s.client_id} value={s.client_id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label className="grow">
        Search
        <input type="search" value={search} maxLength={SEARCH_MAX} placeholder="Title or product id" onChange={(e) => onSearch(e.target.value)} />
      </label>
      <label>
        Category
        <select value={category} onChange={(e) => onCategory(e.target.value)}>
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c.category} value={c.category}>
              {c.category} ({c.products})
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
