/** The branch's self-service kiosk (issue 24, docs/adr/0050-self-service-kiosk.md): idle time, screensaver, reset, short status. */
export { DEFAULT_IDLE_SECONDS, idleSecondsOf, useIdle } from './idle';
export { KioskFrame } from './KioskFrame';
/** The short status after an order, loaded with the kiosk's first touch (ADR 0050). */
export const loadKioskStatus = () => import(/* webpackChunkName: "kiosk-status" */ './KioskStatus');
/** Emptying the kiosk for the next guest: loaded with the first touch, needed only after one. */
export const loadKioskReset = () => import(/* webpackChunkName: "kiosk-reset" */ './kiosk-reset');
export { Screensaver } from './Screensaver';
