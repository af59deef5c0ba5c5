import { randomBytes } from 'node:crypto';

/** Creates a fresh account through the auth API and returns its session cookie. */
export async function createBenchAccount(origin: string) {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      name: 'Bench Viewer',
      email,
      password: 'Bench-Pass-2024',
      rememberMe: true,
    }),
  });
  if (!response.ok)
    throw new Error(`sign-up failed: HTTP ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { email, cookie };
}
