/** The page tells a waiting new version of the worker to take over ('App neustarten'). */
export const SKIP_WAITING = 'SKIP_WAITING';
