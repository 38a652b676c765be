/**
 * A deleted branch takes its departments along, as svc-catalog's own delete takes the branch's
 * tables. The branch lives in another database (no foreign key can cascade), so this listens to
 * the catalogue's change event: one durable queue shared by the replicas, the inbox turning a
 * redelivered event into one removal. Each removal is in the audit log (a system change: no user).
 */
import { EVENTS, departmentDescription, type CatalogChanged } from '@theke/contracts';
import { GUEST, withInbox, withPayloadCheck, type DomainEvent, type ServiceContext, type Subscription } from '@theke/server';
import { Department } from './department.model';
import { departmentJson } from './department.routes';

export const BRANCH_REMOVAL_QUEUE = 'workforce.branch-removals';

export function branchRemovalSubscription(context: ServiceContext): Subscription {
  const handler = withInbox(context.sequelize, BRANCH_REMOVAL_QUEUE, async (event: DomainEvent<CatalogChanged>, transaction) => {
    const change = event.data;
    if (change.entity !== 'branch' || change.verb !== 'deleted') return;
    const departments = await Department.findAll({ where: { branchId: change.id }, transaction });
    for (const department of departments) {
      const before = departmentJson(department);
      await department.destroy({ transaction });
      await context.changeLog.record(transaction, GUEST, {
        entity: departmentDescription.entity,
        entityId: department.id,
        action: 'deleted',
        before,
        after: null,
        titleField: departmentDescription.titleField,
      });
    }
    if (departments.length > 0)
      context.log.info(
        { branchId: change.id, departments: departments.length },
        'departments of a deleted branch removed',
      );
  });
  const events = [EVENTS.catalogChanged];
  return { queue: BRANCH_REMOVAL_QUEUE, patterns: events, handler: withPayloadCheck(events, handler) };
}
