export { measure, type Measurement } from './measure';
export { lighthouseMobile, type LighthouseFigures } from './lighthouse';
export { signInAdmin, csrfToken } from './staff-session';
