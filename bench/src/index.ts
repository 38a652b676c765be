export { measure, type Measurement } from './measure';
export { lighthouseMobile, type LighthouseFigures, type RepeatVisit } from './lighthouse';
export { signInAdmin, csrfToken } from './staff-session';
