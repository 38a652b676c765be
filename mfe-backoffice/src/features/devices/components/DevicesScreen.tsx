import { useState } from 'react';
import { Alert, Button, DEFAULT_TIME_ZONE, formatDateTime, Loader, Overlay, styled, useBranches, useConfig, useTranslation } from '@theke/ui';
import { useDeleteDevice, useDeviceCommand, useDevices } from '../api/use-devices';
import { deviceCommandsOf, type Device, type DeviceCommand } from '../device';
import { DeviceFormDialog } from './DeviceFormDialog';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr));
  gap: 1rem;
  margin-top: 1rem;
`;

const Card = styled.article`
  padding: 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  h3 {
    margin: 0 0 0.5rem;
  }
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 0.75rem;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Url = styled.code`
  user-select: all;
  font-size: 0.85rem;
`;

const Logs = styled.pre`
  max-height: 12rem;
  overflow: auto;
  padding: 0.5rem;
  font-size: 0.8rem;
  white-space: pre-wrap;
  background: ${({ theme }) => theme.colors.background};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const COMMAND_LABELS = {
  'test-notification': 'devices.testNotification',
  'test-print': 'devices.testPrint',
  'request-logs': 'devices.requestLogs',
} as const;

function CommandButton({ device, command }: { device: Device; command: DeviceCommand }) {
  const { t } = useTranslation();
  const run = useDeviceCommand(command);
  return (
    <Button $variant="secondary" disabled={run.isPending || !device.isEnabled} onClick={() => run.mutate(device.id)}>
      {t(COMMAND_LABELS[command])}
      {run.isSuccess ? ` (${t('devices.requested')})` : null}
    </Button>
  );
}

function DeviceCard({ device, onEdit, onDelete }: { device: Device; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const { data: branches = [] } = useBranches();
  const timeZone = useConfig().data?.timeZone || DEFAULT_TIME_ZONE;
  const branch = branches.find((candidate) => String(candidate.id) === String(device.branch.id));
  return (
    <Card data-testid="device-card">
      <h3>{device.name}</h3>
      <Fields>
        <dt>{t('devices.identifier')}</dt>
        <dd>{device.identifier}</dd>
        <dt>{t('devices.type')}</dt>
        <dd>{t(`devices.types.${device.type}`)}</dd>
        <dt>{t('devices.branch')}</dt>
        <dd>{branch?.name ?? device.branch.id}</dd>
        <dt>{t('devices.isEnabled')}</dt>
        <dd>{device.isEnabled ? t('format.yes') : t('format.no')}</dd>
        {device.type === 'printing' ? (
          <>
            <dt>{t('devices.isAutoPrintEnabled')}</dt>
            <dd>{device.isAutoPrintEnabled ? t('format.yes') : t('format.no')}</dd>
            <dt>{t('devices.cloudPrntUrl')}</dt>
            <dd>{device.cloudPrntUrl ? <Url data-testid="cloudprnt-url">{device.cloudPrntUrl}</Url> : null}</dd>
            <dt>{t('devices.pendingJobs')}</dt>
            <dd>{device.pendingJobs}</dd>
          </>
        ) : null}
        <dt>{t('devices.lastSeenAt')}</dt>
        <dd>{device.lastSeenAt ? formatDateTime(device.lastSeenAt, timeZone) : t('devices.never')}</dd>
        {device.lastStatus ? (
          <>
            <dt>{t('devices.lastStatus')}</dt>
            <dd>{device.lastStatus}</dd>
          </>
        ) : null}
      </Fields>
      {device.type === 'printing' ? (
        <details>
          <summary>{t('devices.logs')}</summary>
          {device.logs ? <Logs>{device.logs}</Logs> : <p>{t('devices.noLogs')}</p>}
        </details>
      ) : null}
      <Buttons>
        {deviceCommandsOf(device).map((command) => (
          <CommandButton key={command} device={device} command={command} />
        ))}
        <Button $variant="secondary" onClick={onEdit}>
          {t('devices.edit')}
        </Button>
        <Button $variant="secondary" onClick={onDelete}>
          {t('devices.delete')}
        </Button>
      </Buttons>
    </Card>
  );
}

function DeleteDeviceDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteDevice();
  return (
    <Overlay label={t('devices.delete')} onClose={onClose}>
      <p>{t('devices.deleteConfirm', { name: device.name })}</p>
      <Buttons>
        <Button $variant="secondary" onClick={onClose}>
          {t('devices.abort')}
        </Button>
        <Button disabled={remove.isPending} onClick={() => remove.mutate(device.id, { onSuccess: onClose })}>
          {t('devices.delete')}
        </Button>
      </Buttons>
    </Overlay>
  );
}

type Editing = { kind: 'form'; device: Device | null } | { kind: 'delete'; device: Device } | null;

/** `#/devices`: notification and printing devices with their CloudPRNT URL, state, tests and logs. */
export function DevicesScreen() {
  const { t } = useTranslation();
  const { data: devices, isPending, isError } = useDevices();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  return (
    <section data-testid="devices">
      <Button onClick={() => setEditing({ kind: 'form', device: null })}>{t('devices.create')}</Button>
      {isPending ? <Loader /> : null}
      {isError ? <Alert variant="danger">{t('messages.device.loadList')}</Alert> : null}
      {devices && devices.length === 0 ? <p>{t('devices.empty')}</p> : null}
      <Grid>
        {(devices ?? []).map((device) => (
          <DeviceCard
            key={device.id}
            device={device}
            onEdit={() => setEditing({ kind: 'form', device })}
            onDelete={() => setEditing({ kind: 'delete', device })}
          />
        ))}
      </Grid>
      {editing?.kind === 'form' ? <DeviceFormDialog device={editing.device} onClose={close} /> : null}
      {editing?.kind === 'delete' ? <DeleteDeviceDialog device={editing.device} onClose={close} /> : null}
    </section>
  );
}
