// The accept-invitation page words each refusal of the invitation routes in the reader's
// language by the key the server names (messageKey in the REST body), never in the server's
// English: expired, used, another farm, already a member, a short password…
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../web/public/assets/i18n/ar.json';
import arUsers from '../../web/public/assets/i18n/ar/user-management.json';
import fr from '../../web/public/assets/i18n/fr.json';
import frUsers from '../../web/public/assets/i18n/fr/user-management.json';
import { acceptErrorText } from '../../web/src/features/user-management/accept/acceptErrorText';
import { RestError, refusalOf } from '../../web/src/lib/http/postJson';

for (const [language, bundles] of [
  ['fr', [fr, frUsers]],
  ['ar', [ar, arUsers]],
] as const)
  for (const bundle of bundles) i18next.addResourceBundle(language, 'translation', bundle, true, true);

/** A refused answer of the invitation routes, as the gateway writes it (lib/rest.ts). */
const refused = (status: number, message: string, messageKey?: string, messageParams?: unknown) =>
  refusalOf(status, JSON.stringify({ message, code: 'BAD_USER_INPUT', messageKey, messageParams }), '', null);
const text = (error: unknown) => acceptErrorText(error, i18next.t, i18next);

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('a refused invitation, in words', () => {
  it('reads the key and its values from the body', () => {
    const error = refused(400, 'password: Password must be at least 8 characters', 'passwordLength', {
      min: 8,
      max: 200,
    });
    expect(error).toBeInstanceOf(RestError);
    expect(error).toMatchObject({ status: 400, named: { key: 'passwordLength', params: { min: 8, max: 200 } } });
    expect(refusalOf(404, 'false', 'Not Found', null).named).toBeUndefined();
    expect(refusalOf(429, '{"message":"Too many"}', '', '30').retryAfterSeconds).toBe(30);
  });

  it.each([
    ['invitationExpired', 'This invitation has expired: ask for a new one', 'Cette invitation a expiré.'],
    ['invitationUsed', 'This invitation has already been used', 'Cette invitation a déjà été utilisée.'],
    ['invitationOtherFarm', 'This invitation is for another farm', 'Cette invitation concerne une autre ferme'],
    ['invitationAlreadyMember', 'x@y.z is already a member of this farm', 'déjà membre de cette ferme'],
    ['invitationSignIn', 'An account with this e-mail already exists', 'Un compte existe déjà'],
  ])('%s is shown in French', async (key, english, french) => {
    await i18next.changeLanguage('fr');
    const shown = text(refused(400, english, key));
    expect(shown).toContain(french);
    expect(shown).not.toContain(english);
  });

  it('says how long a password must be, in Arabic with its numbers', async () => {
    await i18next.changeLanguage('ar');
    const shown = text(
      refused(400, 'password: Password must be at least 8 characters', 'passwordLength', { min: 8, max: 200 }),
    );
    expect(shown).toBe('يجب أن تتكون كلمة المرور من 8 إلى 200 حرفًا.');
  });

  it('an unknown link, too many tries, no answer, and a refusal this client has no words for', () => {
    expect(text(refused(404, 'Invitation not found', 'invitationNotFound'))).toBe('This invitation link is not valid.');
    expect(text(refusalOf(404, '{"message":"Invitation not found"}', '', null))).toBe(
      'This invitation link is not valid.',
    );
    expect(text(refusalOf(429, '{"message":"Too many attempts"}', '', '12'))).toBe(
      'Too many attempts. Please wait 12 s and try again.',
    );
    expect(text(new TypeError('Failed to fetch'))).toBe('The server could not be reached. Please try again.');
    const unnamed = text(refused(400, 'farmId: Invalid UUID'));
    expect(unnamed).toBe('This invitation could not be accepted. Ask the farm’s manager for a new one.');
  });
});
