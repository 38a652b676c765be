import { useTranslation } from '@theke/ui';
import { entityNameOf } from '../log-entries';

/** An entity's German name: its description's, else the log screen's text, else the API name. */
export function useEntityLabel(): (entity: string) => string {
  const { t } = useTranslation();
  return (entity) => {
    const name = entityNameOf(entity);
    if (name.kind === 'label') return name.label;
    if (name.kind === 'text') return t(`logs.entities.${name.entity}`);
    return name.entity;
  };
}
