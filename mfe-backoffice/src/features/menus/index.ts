/** Menus (issue 19): the catalogue editor, loaded only when a menu form opens. */
import { fieldEditor } from '../forms';

export const MENU_FIELD_EDITORS = {
  menuCatalog: fieldEditor(() => import('./components/MenuCatalogEditor')),
};
