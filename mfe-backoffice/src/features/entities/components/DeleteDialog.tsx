/** Deleting asks first and names what still depends on the entry (a category still in a menu). */
import { useEffect, useState } from 'react';
import { Alert, Button, Overlay, styled, useTranslation } from '@theke/ui';
import { entryName } from '../../forms';
import { useDeleteEntity } from '../api/use-entities';
import type { Entry } from '../entity-list';
import type { EntityScreen } from '../entity-screens';

const Buttons = styled.div`
  display: flex;
  gap: 0.5rem;
  margin-top: 1rem;
`;

export function DeleteDialog({ screen, entry, onClose, onDeleted }: { screen: EntityScreen; entry: Entry; onClose: () => void; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteEntity(screen.description);
  const [dependents, setDependents] = useState<string[] | null>(screen.dependentsOf ? null : []);
  useEffect(() => {
    let current = true;
    screen.dependentsOf?.(entry).then(
      (names) => current && setDependents(names),
      () => current && setDependents([]),
    );
    return () => {
      current = false;
    };
  }, [screen, entry]);
  const name = String(entry[screen.description.titleField] ?? entryName(entry));

  return (
    <Overlay label={t('entities.delete')} onClose={onClose}>
      <div role="alertdialog" aria-label={t('entities.delete')} data-testid="delete-dialog">
        <p>{t('entities.confirmDelete', { name })}</p>
        {dependents && dependents.length > 0 ? (
          <Alert variant="warning">
            {t('entities.dependents')}
            <ul>
              {dependents.map((dependent) => (
                <li key={dependent}>{dependent}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {remove.isError ? <Alert variant="danger">{remove.error.message}</Alert> : null}
        <Buttons>
          <Button
            disabled={remove.isPending || dependents === null}
            onClick={() =>
              remove.mutate(entry.id, {
                onSuccess: () => {
                  onClose();
                  onDeleted?.();
                },
              })
            }
          >
            {t('entities.delete')}
          </Button>
          <Button $variant="secondary" onClick={onClose}>
            {t('forms.cancel')}
          </Button>
        </Buttons>
      </div>
    </Overlay>
  );
}
