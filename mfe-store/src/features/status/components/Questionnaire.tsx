import { useState } from 'react';
import { RATING_FIELDS, ratingScale, type RatingField } from '@theke/domain';
import { Alert, Button, styled, translate, useTranslation } from '@theke/ui';
import { usePublicOrderAction } from '../api/use-public-order';
import { EMPTY_QUESTIONNAIRE, questionnaireState, type PublicOrder, type QuestionnaireDraft } from '../status-state';

const Box = styled.section`
  margin: 1.5rem 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.15rem;
  }
  fieldset {
    margin: 0 0 0.75rem;
    padding: 0;
    border: 0;
  }
  legend {
    font-weight: 600;
  }
  textarea {
    width: 100%;
    min-height: 4rem;
    margin: 0.25rem 0 0.75rem;
    padding: 0.5rem;
    font: inherit;
  }
`;

const Star = styled.button<{ $on: boolean }>`
  padding: 0 0.15rem;
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
  background: none;
  border: 0;
  color: ${({ theme, $on }) => ($on ? theme.colors.warning : theme.colors.border)};
`;

/** SPEC §5 questionnaire: four star ratings 1–5 required, the comment appears once all are set. */
export function Questionnaire({ order, hash }: { order: PublicOrder; hash: string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<QuestionnaireDraft>(EMPTY_QUESTIONNAIRE);
  const send = usePublicOrderAction(order.uid, hash, 'questionnaire', translate('messages.order.rate'));
  const state = questionnaireState(draft);
  const rate = (field: RatingField, value: number) => setDraft({ ...draft, [field]: value });
  return (
    <Box data-testid="questionnaire">
      <h2>{t('status.questionnaire.title')}</h2>
      {RATING_FIELDS.map((field) => (
        <fieldset key={field} data-testid={`rating-${field}`}>
          <legend>{t(`status.questionnaire.${field}`)}</legend>
          {ratingScale().map((value) => (
            <Star
              key={value}
              type="button"
              $on={(draft[field] ?? 0) >= value}
              aria-pressed={draft[field] === value}
              aria-label={t('status.questionnaire.star', { n: value })}
              onClick={() => rate(field, value)}
            >
              ★
            </Star>
          ))}
        </fieldset>
      ))}
      {state.showsComment ? (
        <label>
          {t('status.questionnaire.comment')}
          <textarea value={draft.comment} onChange={(event) => setDraft({ ...draft, comment: event.target.value })} data-testid="questionnaire-comment" />
        </label>
      ) : null}
      {send.isError ? <Alert variant="danger">{t('messages.order.rate')}</Alert> : null}
      <Button
        disabled={!state.canSubmit || send.isPending}
        onClick={() => send.mutate({ ...draft, comment: draft.comment.trim() || null })}
        data-testid="questionnaire-submit"
      >
        {t('status.questionnaire.submit')}
      </Button>
    </Box>
  );
}
