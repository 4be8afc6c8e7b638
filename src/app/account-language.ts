/**
 * Choosing the interface language while signed in: it is saved to the account (PUT /accounts/me/language), so it
 * follows the user to every device they sign in on (src/app/profile-language.ts), then the page switches to it at
 * once (the cookie and a reload into that language's prerendered copy, switch-locale.ts). A choice the server did
 * not take switches nothing: the caller says why. Loaded when the choice is made, not with the page.
 */

import { failureText } from '../lib/failure-text.ts';
import type { ApiFailure } from '../lib/http/errors.ts';
import { isApiFailure } from '../lib/http/errors.ts';
import type { Api } from '../lib/http/types.ts';
import { m } from '../lib/i18n.ts';
import type { Locale } from '../lib/locale.ts';
import { api as appApi } from '../stores/api.ts';
import { replaceProfile } from '../stores/profile.ts';
import { addToast } from '../stores/toasts.ts';
import { FOLLOWED_LANGUAGE_KEY } from './profile-language.ts';
import { switchLocale } from './switch-locale.ts';

type LanguageApi = Pick<Api, 'listLanguages' | 'updateLanguage'>;

/** Saves `locale` as the account's language (an ACTIVE one of GET /languages); the failure, if any. */
export async function saveAccountLanguage(locale: Locale, api: LanguageApi = appApi): Promise<ApiFailure | undefined> {
  const languages = await api.listLanguages();
  if (isApiFailure(languages)) return languages;
  const language = languages.data.find((entry) => entry.code === locale && entry.status === 'ACTIVE');
  if (language === undefined) {
    return { status: false, code: 'LANGUAGE_NOT_AVAILABLE', message: m.pref_language_unavailable() };
  }
  const answer = await api.updateLanguage({ body: { language: { id: language.id } } });
  if (isApiFailure(answer)) return answer;
  replaceProfile(answer.data);
  return undefined;
}

/** Saves the language to the account, then switches the page to it; the failure when it was not saved. */
export async function chooseAccountLanguage(locale: Locale): Promise<ApiFailure | undefined> {
  const failure = await saveAccountLanguage(locale);
  if (failure !== undefined) return failure;
  try {
    // The next page's profile names this language: already followed, nothing to switch again.
    localStorage.setItem(FOLLOWED_LANGUAGE_KEY, locale);
  } catch {
    // Without storage the next profile simply finds the page already in its language.
  }
  switchLocale(locale);
  return undefined;
}

/** The chrome's switcher: as `chooseAccountLanguage`, a refusal said in a toast (the switcher has no room for it). */
export async function chooseAccountLanguageOrSay(locale: Locale): Promise<void> {
  const failure = await chooseAccountLanguage(locale);
  if (failure) addToast({ title: m.pref_language_failed(), description: failureText(failure), color: 'danger' });
}
