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
import { Input } from '@theke/ui/src/primitives/Field';
import { backendLoginTexts } from '@theke/ui/src/texts/backend-login';
import { loginErrorMessage } from './login-error';

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

/** The German back-office login (pinned session endpoints: /api/csrf, /api/login). */
export function LoginForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: config } = useConfig();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
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
      <Button type="submit" $block disabled={pending}>
        {t('login.submit')}
      </Button>
    </Card>
  );
}
