import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Demo accounts of the fixtures. Specs that change server state each use their own. */
export const accounts = {
  admin: { email: 'admin@farmmaint.app', password: 'Admin#2026' },
  manager: { email: 'manager@farmmaint.app', password: 'Manager#2026' },
  tech: { email: 'tech@farmmaint.app', password: 'Tech#2026' },
  viewer: { email: 'viewer@farmmaint.app', password: 'Viewer#2026' },
  nofarm: { email: 'nofarm@farmmaint.app', password: 'Nofarm#2026' },
} as const;

export interface Account {
  email: string;
  password: string;
}

// The specs compile without DOM typings, so page-side reads are expression strings.
export const storageItem = (page: Page, key: string) =>
  page.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(key)})`);
export const pageScrollWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

/** Fills the sign-in form of the current page and submits it. */
export async function submitSignIn(page: Page, account: Account): Promise<void> {
  await page.getByTestId('email').fill(account.email);
  await page.getByTestId('password').fill(account.password);
  await page.getByTestId('submit').click();
}

/**
 * Signs in as the app would (the same REST route, the session kept where the app keeps it)
 * without drawing the sign-in page, and waits for the dashboard. The sign-in form has specs of
 * its own (auth.spec.ts); as every spec's first step it cost a page render on a busy machine.
 */
export async function signIn(page: Page, account: Account): Promise<void> {
  const answer = await page.request.post('/api/auth/sign-in', { data: account });
  expect(answer.ok(), `sign-in of ${account.email}`).toBe(true);
  const { accessToken, user } = (await answer.json()) as { accessToken: string; user: unknown };
  // Any page of the app's origin that is not the app: the session is stored before it starts.
  await page.goto('/assets/i18n/en/auth.json');
  await page.evaluate(
    `localStorage.setItem('accessToken', ${JSON.stringify(accessToken)});
     localStorage.setItem('user', ${JSON.stringify(JSON.stringify(user))});`,
  );
  await page.goto('/dashboard');
  await expect(page.getByTestId('page-dashboard')).toBeVisible();
}

/**
 * Chooses a language in the top bar and waits until the page has switched. On a loaded
 * machine the click can land while the menu is still sliding in and miss its item (traces
 * show the menu left open and nothing requested); the choice is then clicked again.
 */
export async function chooseLanguage(page: Page, language: 'en' | 'fr' | 'ar'): Promise<void> {
  const html = page.locator('html');
  await page.getByTestId('language-menu').click();
  await expect(async () => {
    if ((await html.getAttribute('lang')) !== language)
      await page.getByTestId(`language-${language}`).click({ timeout: 2_000 });
    await expect(html).toHaveAttribute('lang', language, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** A GraphQL caller signed in as the manager, and the manager's first farm (the one the UI opens). */
export async function managerApi(request: APIRequestContext) {
  const answer = await request.post('/api/auth/sign-in', { data: accounts.manager });
  const { accessToken } = (await answer.json()) as { accessToken: string };
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return ((await response.json()) as { data: T }).data;
  };
  const { farms } = await gql<{ farms: { id: string; name: string }[] }>('{ farms { id name } }');
  const farmId = [...farms].sort((a, b) => a.name.localeCompare(b.name))[0].id;
  return { gql, farmId };
}
