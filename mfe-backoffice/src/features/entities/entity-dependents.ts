/**
 * What still depends on a category or a tag, named in its delete confirmation: the menus whose
 * catalogue lists the category, the branches that carry the tag. Deleting goes on (svc-catalog
 * takes the entry out of them), but the administrator sees what that touches first.
 */
type Get = <T>(url: string) => Promise<T>;

interface MenuEntry {
  id: number;
  name?: string | null;
  catalog?: { id: number }[];
}

interface BranchEntry {
  id: number;
  name: string;
  tags?: { id: number }[];
}

const menuName = (menu: MenuEntry) => `Menü „${menu.name || `#${menu.id}`}“`;

/** The menus whose catalogue still lists the category. */
export async function categoryDependents(categoryId: number, get: Get): Promise<string[]> {
  const menus = await get<MenuEntry[]>('/api/menus');
  return menus.filter((menu) => menu.catalog?.some((item) => item.id === categoryId)).map(menuName);
}

/** The branches that still carry the tag. */
export async function tagDependents(tagId: number, get: Get): Promise<string[]> {
  const branches = await get<BranchEntry[]>('/api/branches');
  return branches.filter((branch) => branch.tags?.some((tag) => tag.id === tagId)).map((branch) => `Filiale „${branch.name}“`);
}
