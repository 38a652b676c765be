import { useState, type FormEvent } from 'react';
import {
  Button,
  isAdmin,
  isApiError,
  Overlay,
  styled,
  useBranches,
  useCurrentUser,
  useTranslation,
} from '@theke/ui';
import { Checkbox, Input, Select } from '@theke/ui/forms';
import { useSaveDevice } from '../api/use-devices';
import { DEVICE_TYPES, deviceFormOf, devicePayloadOf, emptyDeviceForm, type Device, type DeviceForm } from '../device';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
`;

/** Create (device null) or edit a device: name, identifier, type, branch, enabled, auto-print. */
export function DeviceFormDialog({ device, onClose }: { device: Device | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: allBranches = [] } = useBranches();
  const { data: user } = useCurrentUser();
  // Employees manage the devices of their own branches only.
  const branches = isAdmin(user)
    ? allBranches
    : allBranches.filter((branch) => user?.branches.some((own) => String(own.id) === String(branch.id)));
  const save = useSaveDevice();
  const [form, setForm] = useState<DeviceForm>(() =>
    device ? deviceFormOf(device) : emptyDeviceForm(String(branches[0]?.id ?? '')),
  );
  const errorOf = (field: string) =>
    isApiError(save.error) ? (save.error.errors.find((error) => error.field === field)?.message ?? null) : null;
  const set = <K extends keyof DeviceForm>(key: K, value: DeviceForm[K]) => setForm({ ...form, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: device?.id ?? null, payload: devicePayloadOf(form) }, { onSuccess: onClose });
  };
  const title = device ? t('devices.edit') : t('devices.create');
  return (
    <Overlay label={title} onClose={onClose}>
      <form onSubmit={submit} data-testid="device-form">
        <h2>{title}</h2>
        <Input label={t('devices.name')} required value={form.name} error={errorOf('name')} onChange={(event) => set('name', event.target.value)} />
        <Input
          label={t('devices.identifier')}
          required
          value={form.identifier}
          error={errorOf('identifier')}
          onChange={(event) => set('identifier', event.target.value)}
        />
        <Select
          label={t('devices.type')}
          value={form.type}
          onChange={(event) => set('type', event.target.value as DeviceForm['type'])}
          options={DEVICE_TYPES.map((type) => ({ value: type, label: t(`devices.types.${type}`) }))}
        />
        <Select
          label={t('devices.branch')}
          value={form.branchId}
          error={errorOf('branch.id') ?? errorOf('branch')}
          onChange={(event) => set('branchId', event.target.value)}
          options={branches.map((branch) => ({ value: String(branch.id), label: branch.name }))}
        />
        <Checkbox label={t('devices.isEnabled')} checked={form.isEnabled} onChange={(event) => set('isEnabled', event.target.checked)} />
        {form.type === 'printing' ? (
          <Checkbox
            label={t('devices.isAutoPrintEnabled')}
            checked={form.isAutoPrintEnabled}
            onChange={(event) => set('isAutoPrintEnabled', event.target.checked)}
          />
        ) : null}
        <Actions>
          <Button $variant="secondary" onClick={onClose}>
            {t('devices.abort')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t('devices.save')}
          </Button>
        </Actions>
      </form>
    </Overlay>
  );
}
