// Its own module without imports: the division page reads it and must stay small (ADR 0011).
/** SPEC §2: the home page replaces the list when the plugin is on and there is exactly one branch. */
export function showsHomePage(enablePluginHomePage: unknown, branches: readonly unknown[]): boolean {
  return enablePluginHomePage === true && branches.length === 1;
}
