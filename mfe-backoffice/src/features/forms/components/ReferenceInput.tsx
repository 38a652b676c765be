/**
 * Picks entries of another entity (a table's branch, a division's branches, a branch's tags) from
 * its list, stored as the field says: bare ids or `{id}` objects; a user as `{id, username}`
 * (ADR 0041: other services keep the name they were given beside the gateway's id).
 */
import { useState } from 'react';
import type { ReferenceField, ReferenceTarget } from '@theke/contracts';
import { translate, useQuery } from '@theke/ui';
import { Checkbox } from '@theke/ui/forms';
import { SelectInput, TextInput } from './controls';
import { Labelled } from './FieldFrame';

/** The list each reference target is chosen from (SPEC §7 paths). */
export const REFERENCE_LIST_URLS: Record<ReferenceTarget, string> = {
  block: '/api/blocks',
  site: '/api/sites',
  category: '/api/categories',
  product: '/api/products',
  scene: '/api/scenes',
  branch: '/api/branches',
  tag: '/api/tags',
  division: '/api/divisions',
  department: '/api/departments',
  table: '/api/tables',
  donatee: '/api/donatees',
  user: '/api/users',
  project: '/api/projects',
  task: '/api/tasks',
  menu: '/api/menus',
  'image-template': '/api/image-templates',
  'digital-signage-segment': '/api/digital-signage-segments',
  'digital-signage-stream': '/api/digital-signage-streams',
};

interface Entry {
  id: number;
  name?: string | null;
  title?: string | null;
  identifier?: string | null;
  username?: string | null;
  path?: string | null;
}

/** What names an entry in a picker: its name, else title, identifier, username or path, else its id. */
export function entryName(entry: Entry): string {
  return entry.name || entry.title || entry.identifier || entry.username || entry.path || `#${entry.id}`;
}

const idOf = (reference: unknown): number | null =>
  typeof reference === 'number' ? reference : ((reference as { id?: number } | null)?.id ?? null);

interface ReferenceInputProps {
  field: ReferenceField;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  disabled?: boolean;
  /** Offers only some entries (a branch's departments); the field's stored value stays as it is. */
  offers?: (entry: Entry) => boolean;
}

export function ReferenceInput({ field, value, onChange, error, disabled, offers }: ReferenceInputProps) {
  const target = field.targets[0] ?? 'branch';
  const { data: listed = [] } = useQuery<Entry[]>({
    queryKey: [REFERENCE_LIST_URLS[target]],
    meta: { errorMessage: translate('messages.loadFailed') },
  });
  const entries = offers ? listed.filter(offers) : listed;
  const [filter, setFilter] = useState('');
  const store = (id: number) => {
    if (field.as === 'id') return id;
    if (field.as !== 'object') return { id, type: target };
    if (target !== 'user') return { id };
    return { id, username: entries.find((entry) => entry.id === id)?.username ?? '' };
  };
  const frame = { label: field.label, required: field.required, hint: field.help, error };

  if (!field.many) {
    const current = idOf(value);
    // A stored user the list does not hold (an employee may not list users) still shows its name.
    const unlisted =
      current !== null && !entries.some((entry) => entry.id === current) ? entryName({ ...(value as Entry), id: current }) : null;
    return (
      <Labelled {...frame}>
        {(id) => (
          <SelectInput
            id={id}
            value={current ?? ''}
            disabled={disabled}
            $invalid={Boolean(error)}
            onChange={(event) => onChange(event.target.value === '' ? null : store(Number(event.target.value)))}
          >
            <option value="">–</option>
            {unlisted ? <option value={current ?? ''}>{unlisted}</option> : null}
            {entries.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entryName(entry)}
              </option>
            ))}
          </SelectInput>
        )}
      </Labelled>
    );
  }

  const chosen = (Array.isArray(value) ? value : []).map(idOf).filter((id): id is number => id !== null);
  const needle = filter.trim().toLowerCase();
  const shown = needle ? entries.filter((entry) => entryName(entry).toLowerCase().includes(needle)) : entries;
  return (
    <Labelled {...frame}>
      {(id) => (
        <>
          {entries.length > 8 ? (
            <TextInput id={id} type="search" value={filter} placeholder="Suche" onChange={(event) => setFilter(event.target.value)} />
          ) : null}
          {shown.map((entry) => (
            <Checkbox
              key={entry.id}
              label={entryName(entry)}
              checked={chosen.includes(entry.id)}
              disabled={disabled}
              onChange={(event) =>
                onChange(
                  (event.target.checked ? [...chosen, entry.id] : chosen.filter((candidate) => candidate !== entry.id)).map(
                    store,
                  ),
                )
              }
            />
          ))}
        </>
      )}
    </Labelled>
  );
}
