/** The screen's filter: a preset range or two days of one's own, and the branch (ADR 0043). */
import { styled, useBranches, useTranslation } from '@theke/ui';
import { Input, Select } from '@theke/ui/forms';
import type { Viewer } from '../../frame';
import { RANGE_PRESETS, type DayRange, type RangePreset } from '../statistics-range';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1rem;
  align-items: flex-end;
  > * {
    min-width: 11rem;
  }
`;

export interface RangeChoice {
  preset: RangePreset;
  custom: DayRange;
  branchId: number | null;
}

export function RangeToolbar({
  viewer,
  choice,
  onChange,
}: {
  viewer: Viewer;
  choice: RangeChoice;
  onChange(next: RangeChoice): void;
}) {
  const { t } = useTranslation();
  const branches = (useBranches().data ?? []).filter(
    (branch) => viewer.isAdmin || viewer.branchIds.includes(Number(branch.id)),
  );
  return (
    <Bar data-testid="statistics-filter">
      <Select
        label={t('statistics.range')}
        value={choice.preset}
        options={RANGE_PRESETS.map((preset) => ({ value: preset, label: t(`statistics.presets.${preset}`) }))}
        onChange={(event) => onChange({ ...choice, preset: event.target.value as RangePreset })}
      />
      {choice.preset === 'custom' ? (
        <>
          <Input
            type="date"
            label={t('statistics.from')}
            value={choice.custom.from}
            onChange={(event) =>
              onChange({ ...choice, custom: { ...choice.custom, from: event.target.value } })
            }
          />
          <Input
            type="date"
            label={t('statistics.to')}
            value={choice.custom.to}
            onChange={(event) =>
              onChange({ ...choice, custom: { ...choice.custom, to: event.target.value } })
            }
          />
        </>
      ) : null}
      <Select
        label={t('statistics.branch')}
        value={choice.branchId === null ? '' : String(choice.branchId)}
        options={[
          { value: '', label: t(viewer.isAdmin ? 'statistics.allBranches' : 'statistics.myBranches') },
          ...branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
        ]}
        onChange={(event) =>
          onChange({ ...choice, branchId: event.target.value === '' ? null : Number(event.target.value) })
        }
      />
    </Bar>
  );
}
