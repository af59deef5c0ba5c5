import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseAnswer } from '@/client/api/parse-answer';
import { apiGet } from '@/client/lib/api-client';
import { ACCOUNT_SECURITY_PATHS } from '@/shared/auth/account-security-paths';
import { securityStatusSchema } from '@/shared/auth/account-security';

/**
 * GET /api/auth/security: two-factor on or off, the passkeys, the library's size on the server:
 * what the account cards state (docs/product.md#account-page).
 */
async function securityStatus(signal?: AbortSignal) {
  return parseAnswer(
    securityStatusSchema,
    await apiGet<unknown>(ACCOUNT_SECURITY_PATHS.status, signal),
  );
}

export const securityStatusQueryKey = ['auth', 'security'] as const;

export function useSecurityStatus(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: securityStatusQueryKey,
      queryFn: ({ signal }) => securityStatus(signal),
      staleTime: 0,
      enabled,
    }),
  );
}
