import type { Sequelize } from 'sequelize';
import { initActivityModels } from './activities/activity.model';
import { initDepartmentModel } from './departments/department.model';

/** Binds every workforce model to the service's database. */
export function defineWorkforceModels(sequelize: Sequelize): void {
  initDepartmentModel(sequelize);
  initActivityModels(sequelize);
}
