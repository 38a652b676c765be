/**
 * A TV's streams per region (the `deviceRegions` editor): one stream picker per region of the
 * TV's scene, offering the streams of the TV's branch and those for every branch. Stored as the
 * description says, `[{region, stream: {id}}]` for the regions that have a stream.
 */
import type { CollectionField, ReferenceField } from '@theke/contracts';
import { translate, useQuery, useTranslation } from '@theke/ui';
import { FieldFrame, Hint, REFERENCE_LIST_URLS, ReferenceInput, type FieldEditorProps } from '../../forms';

interface Assignment {
  region: string;
  stream: { id: number } | null;
}

interface SceneEntry {
  id: number;
  regions?: { name: string }[] | null;
}

const idOf = (reference: unknown): number | null => (reference as { id?: number } | null)?.id ?? null;

function streamField(label: string): ReferenceField {
  return { name: 'stream', kind: 'reference', label, targets: ['digital-signage-stream'], as: 'object' };
}

export default function DeviceRegionsEditor({ field, value, onChange, path, errors, disabled, siblings }: FieldEditorProps<CollectionField>) {
  const { t } = useTranslation();
  const { data: scenes = [] } = useQuery<SceneEntry[]>({
    queryKey: [REFERENCE_LIST_URLS.scene],
    meta: { errorMessage: translate('messages.loadFailed') },
  });
  const assignments = Array.isArray(value) ? (value as Assignment[]) : [];
  const scene = scenes.find((candidate) => candidate.id === idOf(siblings.scene));
  const regions = (scene?.regions ?? []).map((region) => region.name);
  const branchId = idOf(siblings.branch);
  const unknown = scene ? assignments.filter((assignment) => !regions.includes(assignment.region)) : [];

  // Rebuilt in the scene's order, so a region the scene no longer has is dropped with the next choice.
  const choose = (region: string, stream: unknown) => {
    const streams = new Map(assignments.map((assignment) => [assignment.region, assignment.stream]));
    streams.set(region, idOf(stream) === null ? null : { id: idOf(stream) as number });
    onChange(regions.flatMap((name) => (streams.get(name) ? [{ region: name, stream: streams.get(name) }] : [])));
  };

  return (
    <div data-testid="device-regions" style={{ marginBottom: '1.25rem' }}>
      <FieldFrame label={field.label} error={errors[path]} />
      {!scene ? <Hint>{t('signageDeviceRegions.chooseScene')}</Hint> : null}
      {regions.map((region) => {
        const index = assignments.findIndex((assignment) => assignment.region === region);
        const error = index >= 0 ? (errors[`${path}.${index}.stream`] ?? errors[`${path}.${index}.region`]) : undefined;
        return (
          <ReferenceInput
            key={region}
            field={streamField(t('signageDeviceRegions.streamOf', { region }))}
            value={index >= 0 ? (assignments[index]?.stream ?? null) : null}
            error={error}
            disabled={disabled}
            offers={(stream) => {
              const streamBranch = idOf((stream as { branch?: unknown }).branch);
              return streamBranch === null || streamBranch === branchId;
            }}
            onChange={(stream) => choose(region, stream)}
          />
        );
      })}
      {unknown.map((assignment) => (
        <Hint key={assignment.region} role="alert">
          {t('signageDeviceRegions.unknownRegion', { region: assignment.region })}
        </Hint>
      ))}
    </div>
  );
}
