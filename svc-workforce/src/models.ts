import type { Sequelize } from 'sequelize';
import { initActivityModels } from './activities/activity.model';
import { initDepartmentModel } from './departments/department.model';
import { initAbsenceModel } from './holidays/absence.model';
import { initHolidayBalanceModel } from './holidays/holiday-balance.model';
import { initProjectModel } from './projects/project.model';
import { initTaskModel } from './projects/task.model';
import { initWorkingScheduleModel } from './schedules/working-schedule.model';
import { initTimeSheetApprovalModel } from './time-sheets/time-sheet-approval.model';

/** Binds every workforce model to the service's database. */
export function defineWorkforceModels(sequelize: Sequelize): void {
  initDepartmentModel(sequelize);
  initWorkingScheduleModel(sequelize);
  initAbsenceModel(sequelize);
  initHolidayBalanceModel(sequelize);
  initProjectModel(sequelize);
  initTaskModel(sequelize);
  initActivityModels(sequelize);
  initTimeSheetApprovalModel(sequelize);
}
