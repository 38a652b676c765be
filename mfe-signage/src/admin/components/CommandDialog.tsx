/**
 * What a command needs before it is sent: the scene to show, the segment to show now and for how
 * long, or the message and for how long. Sent with 'Senden'; the server's refusal shows here.
 */
import { useState, type FormEvent } from 'react';
import type { SignageCommandName } from '@theke/contracts';
import { Alert, Button, Overlay, styled, useTranslation } from '@theke/ui';
import { Input, Select } from '@theke/ui/forms';
import { commandRequest, type CommandInput } from '../tv-state';
import { SCENES_URL, useNamed, useSegments, useSendCommand } from '../api/use-tvs';

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  justify-content: flex-end;
`;

interface CommandDialogProps {
  tv: { id: number; name: string };
  command: Extract<SignageCommandName, 'scene' | 'segment' | 'message'>;
  onClose: () => void;
}

const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

export function CommandDialog({ tv, command, onClose }: CommandDialogProps) {
  const { t } = useTranslation();
  const scenes = useNamed(SCENES_URL);
  const segments = useSegments();
  const send = useSendCommand(tv.id);
  const [sceneId, setSceneId] = useState('');
  const [segmentId, setSegmentId] = useState('');
  const [duration, setDuration] = useState('');
  const [message, setMessage] = useState('');
  const input: CommandInput = { sceneId: numberOrNull(sceneId), segmentId: numberOrNull(segmentId), durationSeconds: numberOrNull(duration), message };
  const request = commandRequest(command, input);
  const title = t('signageTvs.commandFor', { command: t(`signageTvs.commandNames.${command}`), name: tv.name });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request) send.mutate(request, { onSuccess: onClose });
  };
  const choose = t('signageTvs.choose');
  return (
    <Overlay label={title} onClose={onClose}>
      <form onSubmit={submit} data-testid="signage-command-dialog">
        <h2>{title}</h2>
        {command === 'scene' ? (
          <Select
            label={t('signageTvs.chooseScene')}
            value={sceneId}
            options={[{ value: '', label: choose }, ...scenes.map((scene) => ({ value: String(scene.id), label: scene.name ?? `#${scene.id}` }))]}
            onChange={(event) => setSceneId(event.target.value)}
          />
        ) : null}
        {command === 'segment' ? (
          <Select
            label={t('signageTvs.chooseSegment')}
            value={segmentId}
            options={[{ value: '', label: choose }, ...segments.map((segment) => ({ value: String(segment.id), label: segment.name ?? `#${segment.id}` }))]}
            onChange={(event) => setSegmentId(event.target.value)}
          />
        ) : null}
        {command === 'message' ? <Input label={t('signageTvs.message')} value={message} maxLength={500} onChange={(event) => setMessage(event.target.value)} /> : null}
        {command === 'segment' || command === 'message' ? (
          <>
            <Input
              label={t('signageTvs.durationSeconds')}
              type="number"
              min={1}
              step={1}
              value={duration}
              onChange={(event) => setDuration(event.target.value)}
            />
            <p style={{ marginTop: '-0.75rem' }}>
              <small>{t('signageTvs.durationHint')}</small>
            </p>
          </>
        ) : null}
        {send.error ? <Alert variant="danger">{send.error.message}</Alert> : null}
        <Actions>
          <Button $variant="secondary" onClick={onClose}>
            {t('signageTvs.cancel')}
          </Button>
          <Button type="submit" disabled={!request || send.isPending}>
            {t('signageTvs.send')}
          </Button>
        </Actions>
      </form>
    </Overlay>
  );
}
