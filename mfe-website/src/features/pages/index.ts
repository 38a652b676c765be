/** Site pages by path (SPEC §2): the lookup and the job facts of a job page. */
export { JobFacts } from './JobFacts';
export { useSiteByPath } from './use-site-by-path';
