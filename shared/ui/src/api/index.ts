export * from './entities';
export { ApiError, isApiError, type ApiErrorItem } from './api-error';
export {
  api,
  apiRequest,
  setUnauthorizedHandler,
  setCsrfToken,
  BACKEND_LOGIN_PATH,
  type RequestOptions,
  type UnauthorizedHandler,
} from './api-client';
export { recordFailure, dismissFailure, retryFailure, useFailures, getFailures, type RecordedFailure } from './failures';
export { createQueryClient, primeFromInit, loadInit, queryKeyUrl, INIT_URL } from './query-client';
export type { InitEntry } from '@theke/contracts';
export { ensureCsrfToken, fetchCurrentUser, login, logout, isAdmin, CURRENT_USER_KEY } from './session';
export { useConfig, useBranches, useDivisions, useSites, useNavigations, useBlocks, useCurrentUser } from './hooks';
export { QueryClientProvider, useQuery, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
