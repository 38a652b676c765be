import Joi from 'joi';
import { addDays, DEFAULT_TIME_ZONE, parseCalendarDate, startOfBusinessDay } from '@theke/domain';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `?from=` / `?to=` of time lists: a day `YYYY-MM-DD` (in Europe/Vienna; `to` includes that whole
 * day) or an ISO instant. Converted to the instant the range starts or ends at.
 */
export function rangeBound(edge: 'from' | 'to'): Joi.Schema {
  return Joi.string()
    .trim()
    .max(40)
    .custom((text: string, helpers) => {
      if (DAY.test(text)) {
        const date = parseCalendarDate(text);
        if (!date) return helpers.error('date.base');
        return startOfBusinessDay(edge === 'to' ? addDays(date, 1) : date, DEFAULT_TIME_ZONE);
      }
      const instant = Date.parse(text);
      return Number.isNaN(instant) ? helpers.error('date.base') : new Date(instant);
    });
}
