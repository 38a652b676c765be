import type { Sequelize } from 'sequelize';
import { initBranchModel } from './branches/branch.model';
import { initCategoryModel } from './categories/category.model';
import { initDivisionModel } from './divisions/division.model';
import { initDonateeModel } from './donatees/donatee.model';
import { initMenuModel } from './menus/menu.model';
import { initProductModel } from './products/product.model';
import { initTableModel } from './tables/table.model';
import { initTagModel } from './tags/tag.model';

/** Binds every catalogue model to the service's database. */
export function defineCatalogModels(sequelize: Sequelize): void {
  initDivisionModel(sequelize);
  initBranchModel(sequelize);
  initTagModel(sequelize);
  initMenuModel(sequelize);
  initCategoryModel(sequelize);
  initProductModel(sequelize);
  initTableModel(sequelize);
  initDonateeModel(sequelize);
}
