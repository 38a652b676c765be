import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  CURRENT_USER_KEY,
  loadInit,
  login,
  styled,
  useConfig,
  useQueryClient,
  registerTexts,
  useTranslation,
} from '@theke/ui';
import { Input } from '@theke/ui/forms';
import { backendLoginTexts } from '@theke/ui/texts/backend-login';
import { loginErrorMessage } from './login-error';
import { requestLoginLink } from './login-link';

// The login's texts travel in this lazy chunk, not in main.js (docs/adr/0011-bundle-budget.md).
registerTexts(backendLoginTexts);

const Card = styled.form`
  max-width: 24rem;
  margin: 10vh auto;
  padding: 2rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h1 {
    margin-top: 0;
    font-size: 1.5rem;
  }
`;

const Actions = styled.div`
  display: grid;
  gap: 0.5rem;
`;

interface LoginFormProps {
  /** Why a login link just failed (SPEC §5), shown until the next attempt. */
  initialError?: string | null;
}

/**
 * The German back-office login (pinned session endpoints: /api/csrf, /api/login), or a one-time
 * login link by e-mail for the name in the username field (issue 19).
 */
export function LoginForm({ initialError = null }: LoginFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: config } = useConfig();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(initialError);
  const [linkSent, setLinkSent] = useState(false);
  const [pending, setPending] = useState(false);

  const askForLink = async () => {
    setError(null);
    setLinkSent(false);
    if (!username.trim()) {
      setError(t('login.linkNeedsName'));
      return;
    }
    setPending(true);
    try {
      await requestLoginLink(username.trim());
      setLinkSent(true);
    } catch (failure) {
      setError(loginErrorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    setLinkSent(false);
    try {
      const user = await login(username, password);
      // Staff see more than guests (non-public pages, internal fields): load /api/init again.
      await loadInit(queryClient).catch(() => undefined);
      queryClient.setQueryData(CURRENT_USER_KEY, user);
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setPending(false);
    }
  };

  return (
    <Card onSubmit={(event) => void submit(event)} aria-label={t('login.title')} data-testid="login-form">
      <h1>
        {config?.shopName ? `${config.shopName} · ` : ''}
        {t('login.title')}
      </h1>
      {error ? <Alert variant="danger">{error}</Alert> : null}
      {linkSent ? <Alert variant="success">{t('login.linkSent')}</Alert> : null}
      <Input
        label={t('login.username')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        required
      />
      <Input
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <Actions>
        <Button type="submit" $block disabled={pending}>
          {t('login.submit')}
        </Button>
        <Button type="button" $variant="link" $block disabled={pending} onClick={() => void askForLink()}>
          {t('login.requestLink')}
        </Button>
      </Actions>
    </Card>
  );
}
