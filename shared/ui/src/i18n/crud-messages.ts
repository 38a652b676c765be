/**
 * SPEC §8: "Same pattern (load plural; load/create/update/delete singular)".
 * Builds the German fallback messages for one entity exactly in that pattern,
 * e.g. 'Tische konnten nicht geladen werden.' and 'Tisch konnte nicht gelöscht werden.'.
 */
// A type alias, not an interface: i18next's key typing only descends into plain object types.
export type CrudMessages = {
  loadList: string;
  load: string;
  create: string;
  update: string;
  delete: string;
};

/** SPEC §8: the list's fallback, the one of these guests can meet (tables, donatees, the site's content). */
export const loadListMessage = (plural: string): string => `${plural} konnten nicht geladen werden.`;

export function crudMessages(singular: string, plural: string): CrudMessages {
  const one = (verb: string): string => `${singular} konnte nicht ${verb} werden.`;
  return {
    loadList: loadListMessage(plural),
    load: one('geladen'),
    create: one('erstellt'),
    update: one('aktualisiert'),
    delete: one('gelöscht'),
  };
}
