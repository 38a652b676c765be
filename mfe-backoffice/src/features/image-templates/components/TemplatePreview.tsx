/**
 * The template as the server renders it (POST /api/image-templates/preview): the same renderer,
 * fonts and pixels as the finished picture, asked again a moment after the last change.
 */
import { useEffect, useState } from 'react';
import { api, isApiError, styled, translate, useTranslation } from '@theke/ui';
import { ErrorText, Hint, type FormValues } from '../../forms';
import { previewPayload } from '../template-layers';

/** Typing pauses this long before the server renders again. */
export const PREVIEW_DELAY_MS = 400;

const Frame = styled.figure`
  margin: 0 0 1rem;
  img {
    display: block;
    max-width: 100%;
    max-height: 70vh;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: repeating-conic-gradient(#eee 0% 25%, #fff 0% 50%) 50% / 16px 16px;
  }
`;

type PreviewState = { kind: 'incomplete' } | { kind: 'loading'; url: string | null } | { kind: 'ready'; url: string } | { kind: 'failed'; message: string; url: string | null };

const urlOf = (state: PreviewState) => ('url' in state ? state.url : null);

export function TemplatePreview({ template }: { template: FormValues }) {
  const { t } = useTranslation();
  const payload = previewPayload(template);
  const key = payload ? JSON.stringify(payload) : null;
  const [state, setState] = useState<PreviewState>({ kind: 'incomplete' });

  useEffect(() => {
    if (key === null) {
      setState({ kind: 'incomplete' });
      return undefined;
    }
    const controller = new AbortController();
    setState((previous) => ({ kind: 'loading', url: urlOf(previous) }));
    const timer = setTimeout(() => {
      api
        .post<Blob>('/api/image-templates/preview', { template: JSON.parse(key) as unknown }, {
          responseType: 'blob',
          signal: controller.signal,
          fallbackMessage: translate('imageTemplates.previewFailed'),
        })
        .then((blob) => setState({ kind: 'ready', url: URL.createObjectURL(blob) }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const message = isApiError(error) ? error.message : translate('imageTemplates.previewFailed');
          setState((previous) => ({ kind: 'failed', message, url: urlOf(previous) }));
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  // An image URL made for one answer is given back when the next replaces it.
  const url = urlOf(state);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);

  return (
    <Frame aria-busy={state.kind === 'loading'}>
      {url ? <img src={url} alt={t('imageTemplates.preview')} /> : null}
      <figcaption>
        {state.kind === 'incomplete' ? <Hint as="p">{t('imageTemplates.previewIncomplete')}</Hint> : null}
        {state.kind === 'loading' ? <Hint as="p">{t('imageTemplates.previewLoading')}</Hint> : null}
        {state.kind === 'failed' ? <ErrorText role="alert">{state.message}</ErrorText> : null}
        {state.kind === 'ready' ? <Hint as="p">{t('imageTemplates.previewHint')}</Hint> : null}
      </figcaption>
    </Frame>
  );
}
