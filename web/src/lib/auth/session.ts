import { createStore } from '../createStore';
import { storage } from '../storage';

const TOKEN_KEY = 'accessToken';
const USER_KEY = 'user';

/** The user as the REST auth routes return it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  status: string;
  permissions: string[];
  roles: string[];
  farms: { id: string }[];
}

export interface AuthAnswer {
  user: SessionUser;
  accessToken: string;
  tokenType: string;
}

/** The access token in memory, mirrored in localStorage so a reload stays signed in. */
export const tokenStore = createStore<string | null>(storage.get(TOKEN_KEY));

const signOutListeners = new Set<() => void>();

export function isSignedIn(): boolean {
  return Boolean(tokenStore.get());
}

export function startSession({ user, accessToken }: AuthAnswer): void {
  storage.set(TOKEN_KEY, accessToken);
  storage.set(USER_KEY, JSON.stringify(user));
  tokenStore.set(accessToken);
}

/** Forgets the token; the stored user stays so that unlock-session can prefill the e-mail. */
export function clearToken(): void {
  storage.set(TOKEN_KEY, null);
  tokenStore.set(null);
}

export function endSession(): void {
  clearToken();
  signOutListeners.forEach((listener) => listener());
}

/** Lets the lazily created API client drop its cache on sign-out without auth importing it. */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

export function getStoredUser(): SessionUser | null {
  const raw = storage.get(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}
