/**
 * `GET /time-sheets/project-times?project=&from=&to=` (ADR 0041 "Time sheets"): the minutes booked
 * per project and per task, each the worked time (span minus pauses) of the activities booked on
 * it that start in the range; a running activity counts until now. Administrators see everyone's
 * time, an employee only their own.
 */
import { Router } from 'express';
import Joi from 'joi';
import { Op } from 'sequelize';
import { intervalsDurationMs, workedIntervals } from '@theke/domain';
import { entityId, principalOf, requireStaff, ROLE_ADMIN, validate } from '@theke/server';
import { activityTimesOf } from '../activities/activity-json';
import { WorkingActivity } from '../activities/activity.model';
import { rangeBound } from '../activities/time-range';
import { Project } from '../projects/project.model';
import { Task } from '../projects/task.model';

const querySchema = Joi.object({ project: entityId(), from: rangeBound('from'), to: rangeBound('to') });

const minutesOf = (ms: number) => Math.floor(ms / 60_000);

export function projectTimeRoutes(): Router {
  const router = Router();
  router.get('/time-sheets/project-times', requireStaff, async (req, res) => {
    const principal = principalOf(req);
    const query = validate(querySchema, req.query) as { project?: number; from?: Date; to?: Date };
    const start = { ...(query.from ? { [Op.gte]: query.from } : {}), ...(query.to ? { [Op.lt]: query.to } : {}) };
    const activities = await WorkingActivity.findAll({
      where: {
        projectId: query.project ?? { [Op.ne]: null },
        ...(principal.roles.includes(ROLE_ADMIN) ? {} : { userId: Number(principal.userId) }),
        ...(query.from || query.to ? { start } : {}),
      },
    });
    const now = new Date();
    // Milliseconds per project and task; rounded down to minutes once per sum.
    const byProject = new Map<number, { ms: number; tasks: Map<number | null, number> }>();
    for (const activity of activities) {
      const ms = intervalsDurationMs(workedIntervals([activityTimesOf(activity)], now));
      const projectId = activity.projectId as number;
      const entry = byProject.get(projectId) ?? { ms: 0, tasks: new Map<number | null, number>() };
      byProject.set(projectId, entry);
      entry.ms += ms;
      const taskId = activity.taskId ?? null;
      entry.tasks.set(taskId, (entry.tasks.get(taskId) ?? 0) + ms);
    }
    const projectIds = [...byProject.keys()];
    const taskIds = [...byProject.values()].flatMap((entry) => [...entry.tasks.keys()].filter((id): id is number => id !== null));
    const [projects, tasks] = await Promise.all([
      Project.findAll({ where: { id: projectIds }, attributes: ['id', 'name'] }),
      Task.findAll({ where: { id: taskIds }, attributes: ['id', 'name'] }),
    ]);
    const projectName = new Map(projects.map((project) => [project.id, project.name]));
    const taskName = new Map(tasks.map((task) => [task.id, task.name]));
    const data = [...byProject.entries()]
      .map(([id, entry]) => ({
        project: { id, name: projectName.get(id) ?? null },
        minutes: minutesOf(entry.ms),
        tasks: [...entry.tasks.entries()]
          .map(([taskId, ms]) => ({ task: taskId === null ? null : { id: taskId, name: taskName.get(taskId) ?? null }, minutes: minutesOf(ms) }))
          .sort((a, b) => (a.task?.name ?? '').localeCompare(b.task?.name ?? '', 'de')),
      }))
      .sort((a, b) => (a.project.name ?? '').localeCompare(b.project.name ?? '', 'de'));
    res.json({ data });
  });
  return router;
}
